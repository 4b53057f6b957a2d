import { defineMessages, type TMessageDescriptor } from '../../../../shared/i18n/define.ts';
import {
  ActionIcon,
  Badge,
  Code,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  OUTBOX_SEARCH_MAX,
  type TOutboxMail,
  type TOutboxPage,
} from '../../../../shared/contracts/outbox.ts';
import { normalizePaging } from '../../../../shared/domain/list-filters.ts';
import { api } from '../../../lib/http.ts';
import { outboxScreenMessages } from '../screens.ts';
import { useSession } from '../../../lib/session.tsx';
import { useQueryState } from '../../../lib/use-query-state.ts';
import { PagedTable } from '../../../ui/data-table/paged-table.tsx';
import { useDraft } from '../../../ui/filter-bar/use-draft.ts';

const messages = defineMessages({
  intro: {
    id: 'Outbox.intro',
    defaultMessage:
      'E-mails the portal kept instead of sending them, because no mail server is configured or the mail server refused them, newest first.',
  },
  scoped: {
    id: 'Outbox.scoped',
    defaultMessage: 'You see the e-mails of the accounts you hold.',
  },
  caption: { id: 'Outbox.caption', defaultMessage: 'E-mails kept in the outbox' },
  search: { id: 'Outbox.search', defaultMessage: 'Search the outbox' },
  searchPlaceholder: {
    id: 'Outbox.searchPlaceholder',
    defaultMessage: 'Recipient, subject or case number',
  },
  details: { id: 'Outbox.details', defaultMessage: 'Details' },
  show: { id: 'Outbox.show', defaultMessage: 'Show the e-mail {subject}' },
  hide: { id: 'Outbox.hide', defaultMessage: 'Hide the e-mail {subject}' },
  time: { id: 'Outbox.time', defaultMessage: 'Time' },
  to: { id: 'Outbox.to', defaultMessage: 'To' },
  subject: { id: 'Outbox.subject', defaultMessage: 'Subject' },
  account: { id: 'Outbox.account', defaultMessage: 'Account' },
  kind: { id: 'Outbox.kind', defaultMessage: 'Kind' },
  status: { id: 'Outbox.status', defaultMessage: 'Status' },
  kept: { id: 'Outbox.status.kept', defaultMessage: 'Kept' },
  failed: { id: 'Outbox.status.failed', defaultMessage: 'Failed' },
  kindCaseCreated: { id: 'Outbox.kind.caseCreated', defaultMessage: 'Case created' },
  kindCaseStateChanged: { id: 'Outbox.kind.caseStateChanged', defaultMessage: 'Case state changed' },
  language: { id: 'Outbox.language', defaultMessage: 'Language: {language}' },
  reference: { id: 'Outbox.reference', defaultMessage: 'Reference: {reference}' },
  error: { id: 'Outbox.error', defaultMessage: 'Error of the mail server: {error}' },
  body: { id: 'Outbox.body', defaultMessage: 'Text of the e-mail' },
  none: { id: 'Outbox.none', defaultMessage: 'The outbox is empty: the portal has kept no e-mail.' },
  noMatch: { id: 'Outbox.noMatch', defaultMessage: 'No e-mail in the outbox matches “{q}”.' },
});

/** Translated names of the kinds of mail the portal writes; another kind shows as it is stored. */
const KIND_MESSAGES: Readonly<Record<string, TMessageDescriptor>> = {
  'case.created': messages.kindCaseCreated,
  'case.stateChanged': messages.kindCaseStateChanged,
};

function KindCell(props: { kind: string }) {
  const intl = useIntl();
  const message = KIND_MESSAGES[props.kind];
  return message ? <>{intl.formatMessage(message)}</> : <Code>{props.kind}</Code>;
}

/** The account by name, its id beneath (ids are what staff search and quote). */
function AccountCell(props: { mail: TOutboxMail }) {
  const { accountId, accountName } = props.mail;
  if (!accountId) return null;
  return (
    <Stack gap={0}>
      {accountName && <Text size="sm">{accountName}</Text>}
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="outbox-account-id">
        {accountId}
      </Text>
    </Stack>
  );
}

function StatusCell(props: { mail: TOutboxMail }) {
  const intl = useIntl();
  const { mail } = props;
  const failed = mail.status === 'failed';
  return (
    <Stack gap={4} align="flex-start">
      <Badge
        variant="light"
        color={failed ? 'red' : 'gray'}
        size="sm"
        tt="none"
        miw="max-content"
        data-testid="outbox-status"
        data-status={mail.status}
      >
        {intl.formatMessage(failed ? messages.failed : messages.kept)}
      </Badge>
      {failed && mail.error && (
        <Text size="xs" c="red.9" style={{ wordBreak: 'break-word' }} data-testid="outbox-error">
          {mail.error}
        </Text>
      )}
    </Stack>
  );
}

/** The language of a mail by its name in the interface language, else its code. */
function languageName(intl: ReturnType<typeof useIntl>, locale: string): string {
  try {
    return intl.formatDisplayName(locale, { type: 'language' }) ?? locale;
  } catch {
    return locale;
  }
}

/** An e-mail address that may break after its `@` only, never inside a name. */
function Address(props: { address: string }) {
  const at = props.address.lastIndexOf('@');
  if (at <= 0) return <>{props.address}</>;
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{props.address.slice(0, at + 1)}</span>
      <wbr />
      <span style={{ whiteSpace: 'nowrap' }}>{props.address.slice(at + 1)}</span>
    </>
  );
}

/** The opened mail: its text as written (line breaks kept), language, reference and any error. */
function MailDetail(props: { mail: TOutboxMail; id: string }) {
  const intl = useIntl();
  const { mail } = props;
  return (
    <Stack gap="xs" id={props.id} data-testid="outbox-detail">
      <Group gap="lg">
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.language, { language: languageName(intl, mail.locale) })}
        </Text>
        {mail.reference && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.reference, { reference: mail.reference })}
          </Text>
        )}
      </Group>
      {mail.status === 'failed' && mail.error && (
        <Text size="sm" c="red.9">
          {intl.formatMessage(messages.error, { error: mail.error })}
        </Text>
      )}
      <Text
        component="pre"
        lang={mail.locale}
        aria-label={intl.formatMessage(messages.body)}
        size="sm"
        m={0}
        p="sm"
        bg="gray.0"
        bd="1px solid var(--mantine-color-gray-3)"
        style={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontFamily: 'var(--mantine-font-family-monospace)',
          borderRadius: 'var(--mantine-radius-sm)',
        }}
        data-testid="outbox-body"
      >
        {mail.body}
      </Text>
    </Stack>
  );
}

/**
 * Administration > Outbox (vendor staff): the e-mails the portal kept because no SMTP_URL is set
 * or the mail server refused them (GET /mapi/admin/outbox), newest first, searched by recipient,
 * subject or reference; page, limit and the search live in the address. Staff without access to
 * all accounts see only the mails of the accounts they hold (the server decides).
 */
export function Component() {
  const intl = useIntl();
  const session = useSession();
  const query = useQueryState();
  const { page, limit } = normalizePaging(query.get('page'), query.get('limit'));
  const q = (query.get('q') ?? '').trim().slice(0, OUTBOX_SEARCH_MAX);
  const search = useDraft(q, (value) => query.set({ q: value.trim() || null }));
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const mails = useQuery({
    queryKey: ['admin-outbox', page, limit, q],
    queryFn: ({ signal }) =>
      api.get<TOutboxPage>('/mapi/admin/outbox', { page, limit, q: q || undefined }, { signal }),
    placeholderData: keepPreviousData,
  });
  const scoped = session.status ? !session.status.user.hasAccessToAllAccounts : false;
  return (
    <Stack>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {intl.formatMessage(outboxScreenMessages.adminOutbox)}
        </Title>
        <Text size="sm" c="dimmed" data-testid="outbox-intro">
          {intl.formatMessage(messages.intro)}
          {scoped && <> {intl.formatMessage(messages.scoped)}</>}
        </Text>
      </Stack>
      <TextInput
        type="search"
        maw={420}
        aria-label={intl.formatMessage(messages.search)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={OUTBOX_SEARCH_MAX}
        value={search.value}
        onChange={(e) => search.change(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && search.flush()}
        data-testid="outbox-search"
      />
      <PagedTable
        result={mails}
        minWidth={880}
        empty={q ? intl.formatMessage(messages.noMatch, { q }) : intl.formatMessage(messages.none)}
        emptyTestId="outbox-empty"
      >
        {(data) => (
          <Table striped data-testid="outbox" verticalSpacing="xs">
            <Table.Caption>{intl.formatMessage(messages.caption)}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={44}>
                  <VisuallyHidden>{intl.formatMessage(messages.details)}</VisuallyHidden>
                </Table.Th>
                <Table.Th scope="col">{intl.formatMessage(messages.time)}</Table.Th>
                <Table.Th scope="col">{intl.formatMessage(messages.to)}</Table.Th>
                <Table.Th scope="col">{intl.formatMessage(messages.subject)}</Table.Th>
                <Table.Th scope="col">{intl.formatMessage(messages.account)}</Table.Th>
                <Table.Th scope="col">{intl.formatMessage(messages.kind)}</Table.Th>
                <Table.Th scope="col">{intl.formatMessage(messages.status)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((m) => {
                const expanded = open.has(m.id);
                const detailId = `outbox-mail-${m.id}`;
                return (
                  <Fragment key={m.id}>
                    <Table.Tr data-testid="outbox-row" data-reference={m.reference ?? ''}>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-expanded={expanded}
                          aria-controls={expanded ? detailId : undefined}
                          aria-label={intl.formatMessage(expanded ? messages.hide : messages.show, {
                            subject: m.subject,
                          })}
                          onClick={() => toggle(m.id)}
                          data-testid="outbox-toggle"
                        >
                          {expanded ? (
                            <IconChevronDown size={18} aria-hidden />
                          ) : (
                            <IconChevronRight size={18} aria-hidden />
                          )}
                        </ActionIcon>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <time dateTime={m.createdAt}>
                          {intl.formatDate(m.createdAt, { dateStyle: 'medium', timeStyle: 'medium' })}
                        </time>
                      </Table.Td>
                      <Table.Td>
                        <Address address={m.to} />
                      </Table.Td>
                      <Table.Td lang={m.locale} data-testid="outbox-subject">
                        {m.subject}
                      </Table.Td>
                      <Table.Td>
                        <AccountCell mail={m} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <KindCell kind={m.kind} />
                      </Table.Td>
                      <Table.Td>
                        <StatusCell mail={m} />
                      </Table.Td>
                    </Table.Tr>
                    {expanded && (
                      <Table.Tr>
                        <Table.Td />
                        <Table.Td colSpan={6}>
                          <MailDetail mail={m} id={detailId} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </PagedTable>
    </Stack>
  );
}
