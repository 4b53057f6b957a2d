import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { ticketColumnMessages } from '../../../../shared/i18n/case-messages.ts';
import { commonMessages } from '../../../../shared/i18n/common-messages.ts';
import { screenPath } from '../../../lib/screens.ts';
import { FactGrid } from '../../../ui/fact-grid/fact-grid.tsx';
import { DetailLayout, DetailPage, DetailSection, DetailText } from '../../../ui/detail-page/detail-page.tsx';
import type { TAttachment, TNote } from '../../../../shared/contracts/notes.ts';
import { CASE_WRITE_MIN_ROLE } from '../../../../shared/domain/cases.ts';
import { roleAtLeast } from '../../../../shared/domain/permissions.ts';
import { attachmentHref } from '../../../lib/notes-and-files.ts';
import { AttachmentsSection } from '../../../ui/notes/attachments-section.tsx';
import { GuestNotice } from '../../../ui/guest-notice/guest-notice.tsx';
import { NoteForm, NoteList } from '../../../ui/notes/note-form.tsx';
import { notesMessages } from '../../../ui/notes/notes-messages.ts';
import { ticketPaths, useTicketDetail, useTicketNotesAndFiles } from '../api/use-tickets.ts';
import { TicketStatusBadge } from '../components/ticket-status-badge.tsx';
import { createTicketMessages, ticketMessages as m, ticketValueMessage } from '../ticket-messages.ts';
import { NEW_TICKET_SEGMENT, canCreateTicket } from './create-ticket.tsx';

/** One ticket: every field of spec section 3, its description, its child tickets, its notes and files. */
export function TicketDetail(props: { account: TAccount; ticketId: string }) {
  const intl = useIntl();
  const accountId = props.account.account_id;
  const query = useTicketDetail(accountId, props.ticketId);
  const ticketHref = (ticketId: string) => screenPath(accountId, 'Tickets', { detail: ticketId });
  return (
    <DetailPage
      query={query}
      listTo={screenPath(accountId, 'Tickets')}
      backLabel={intl.formatMessage(m.back)}
      loadingHeights={[200]}
      unavailable={{
        testId: 'ticket-unavailable',
        title: intl.formatMessage(m.unavailableTitle),
        notFound: intl.formatMessage(m.unavailableBody, { id: props.ticketId }),
      }}
    >
      {(t, back) => {
        const na = intl.formatMessage(commonMessages.notAvailable);
        const date = (v: string | null) =>
          v ? intl.formatDate(v, { dateStyle: 'medium', timeStyle: 'short' }) : na;
        const label = (k: keyof typeof ticketColumnMessages) => intl.formatMessage(ticketColumnMessages[k]);
        const value = (k: Parameters<typeof ticketValueMessage>[0], v: string | number | null) =>
          v === null ? na : intl.formatMessage(ticketValueMessage(k, v));
        const facts: [string, ReactNode][] = [
          [label('type'), value('type', t.type)],
          [label('priority'), value('priority', t.priority)],
          [label('impact'), value('impact', t.impact)],
          [label('urgency'), value('urgency', t.urgency)],
          [label('site'), t.site],
          [label('submittedAt'), date(t.submittedAt)],
          [label('startAt'), date(t.startAt)],
          [label('endAt'), date(t.endAt)],
          [label('productName'), t.productName ?? na],
          [label('productModel'), t.productModel ?? na],
          [label('unitId'), t.unitId ?? na],
          [label('unitStatus'), value('unitStatus', t.unitStatus)],
        ];
        if (t.parentTicketId) {
          facts.push([
            intl.formatMessage(m.parent),
            <Anchor key="parent" component={Link} to={ticketHref(t.parentTicketId)} size="sm">
              {t.parentTicketId}
            </Anchor>,
          ]);
        }
        return (
          <DetailLayout
            testId="ticket-detail"
            back={back}
            number={intl.formatMessage(m.ticketId, { id: t.ticketId })}
            title={t.title}
            badges={
              <>
                <TicketStatusBadge status={t.status} size="md" />
                <Badge variant="default" size="md" tt="none">
                  {value('type', t.type)}
                </Badge>
              </>
            }
            main={
              <>
                <DetailSection id="ticket-description-title" title={intl.formatMessage(m.description)}>
                  <DetailText>{t.description}</DetailText>
                </DetailSection>
                <DetailSection
                  id="ticket-children-title"
                  title={intl.formatMessage(m.children)}
                  action={
                    canCreateTicket(props.account) && (
                      <Button
                        component={Link}
                        to={`${ticketHref(NEW_TICKET_SEGMENT)}?parent=${encodeURIComponent(t.ticketId)}`}
                        size="xs"
                        variant="light"
                        leftSection={<IconPlus size={14} aria-hidden />}
                        data-testid="add-child-ticket"
                      >
                        {intl.formatMessage(createTicketMessages.addChild)}
                      </Button>
                    )
                  }
                >
                  {t.children.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {intl.formatMessage(m.noChildren)}
                    </Text>
                  ) : (
                    <Stack
                      gap={8}
                      component="ul"
                      style={{ listStyle: 'none', margin: 0, padding: 0 }}
                      data-testid="ticket-children"
                    >
                      {t.children.map((c) => (
                        <Group
                          key={c.ticketId}
                          component="li"
                          gap="xs"
                          wrap="nowrap"
                          justify="space-between"
                          data-testid="ticket-child"
                        >
                          <Anchor component={Link} to={ticketHref(c.ticketId)} size="sm">
                            <Text span size="sm" fw={600}>
                              {c.ticketId}
                            </Text>{' '}
                            <Text span size="sm" c="dimmed">
                              {c.title}
                            </Text>
                          </Anchor>
                          <TicketStatusBadge status={c.status} />
                        </Group>
                      ))}
                    </Stack>
                  )}
                </DetailSection>
                <TicketNotesAndFiles
                  account={props.account}
                  ticketId={t.ticketId}
                  notes={t.notes}
                  attachments={t.attachments}
                />
              </>
            }
            side={
              <DetailSection id="ticket-facts-title" title={intl.formatMessage(m.details)}>
                <FactGrid facts={facts} testId="ticket-facts" />
              </DetailSection>
            }
          />
        );
      }}
    </DetailPage>
  );
}

/** A ticket's notes (newest first, with the Add note form) and files, as a case has them. */
function TicketNotesAndFiles(props: {
  account: TAccount;
  ticketId: string;
  notes: readonly TNote[];
  attachments: readonly TAttachment[];
}) {
  const intl = useIntl();
  const accountId = props.account.account_id;
  const { addNote, upload } = useTicketNotesAndFiles(accountId, props.ticketId);
  const canWrite = roleAtLeast(props.account.role, CASE_WRITE_MIN_ROLE);
  return (
    <>
      <DetailSection id="ticket-notes-title" title={intl.formatMessage(notesMessages.notes)}>
        <Stack gap="md">
          {canWrite ? (
            <NoteForm accountId={accountId} addNote={addNote.mutateAsync} pending={addNote.isPending} />
          ) : (
            <GuestNotice accountId={accountId} accountName={props.account.name} what="tickets" />
          )}
          <NoteList notes={props.notes} />
        </Stack>
      </DetailSection>
      <AttachmentsSection
        idPrefix="ticket"
        attachments={props.attachments}
        href={(id) => attachmentHref(ticketPaths.detail(props.ticketId), accountId, id)}
        upload={upload}
        canWrite={canWrite}
      />
    </>
  );
}
