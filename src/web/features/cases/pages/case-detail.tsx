import { Anchor, Badge, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router';
import type { TCaseDetail } from '../../../../shared/contracts/cases.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { TECHNOLOGIES, technologyDisplay, type TTechnology } from '../../../../shared/domain/accounts.ts';
import { commonMessages } from '../../../../shared/i18n/common-messages.ts';
import type { TMessageDescriptor } from '../../../../shared/i18n/define.ts';
import { ApiError } from '../../../lib/http.ts';
import { navContext, screenPath } from '../../../lib/screens.ts';
import { caseScreens } from '../screens.ts';
import { useSession } from '../../../lib/session.tsx';
import { useCurrentSystem } from '../../../lib/use-current-system.ts';
import { FactGrid } from '../../../ui/fact-grid/fact-grid.tsx';
import { StatePage } from '../../../ui/state-page.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { useCaseDetail } from '../api/use-case-detail.ts';
import { caseDetailMessages as m } from '../case-detail-messages.ts';
import { caseFieldMessages, addressChangeMessages } from '../case-field-messages.ts';
import { caseValueMessage } from '../case-messages.ts';
import { caseAbilities } from '../case-permissions.ts';
import { caseScopeOfPath, caseScreenPath, ownCaseBase, type TCaseScope } from '../case-scope.ts';
import { CaseAttachments } from '../components/case-attachments.tsx';
import { CaseStateBadge, PriorityBadge } from '../components/case-badges.tsx';
import { CaseClosure } from '../components/case-closure.tsx';
import { CaseNotes } from '../components/case-notes.tsx';

/** The detail of one case: header, description, notes, attachments, facts, associated cases, closure. */
export function CaseDetail(props: { account: TAccount; scope: TCaseScope; caseNumber: string; listTitle: string }) {
  const intl = useIntl();
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const accountId = props.account.account_id;
  const query = useCaseDetail(accountId, props.caseNumber);
  const session = useSession();
  const system = useCurrentSystem(accountId);
  const can = caseAbilities(props.account);
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const listHref = `${caseScreenPath(accountId, props.scope)}${listSearch}`;
  const back = (
    <Anchor component={Link} to={listHref} size="sm" data-testid="back-to-list">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {intl.formatMessage(m.back, { list: props.listTitle })}
      </Group>
    </Anchor>
  );

  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy>
        {back}
        <Skeleton height={28} width="50%" />
        <Skeleton height={160} />
        <Skeleton height={220} />
      </Stack>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && [403, 404].includes(query.error.status);
    return (
      <StatePage
        testId="case-unavailable"
        title={intl.formatMessage(m.notFoundTitle)}
        body={notFound ? intl.formatMessage(m.notFoundBody, { number: props.caseNumber }) : errorMessage(query.error)}
        action={back}
      />
    );
  }
  const c = query.data;
  // A case opened under another category's (or type's) path moves to its own, when the user may
  // see that screen; else to AllCases, which shows every case of the account.
  const own = ownCaseBase(props.scope, c);
  if (own) {
    const ctx = navContext(props.account, session.status!.user, system.data?.system);
    const visible = caseScreens.find((s) => s.key === own.split('/')[0])?.visible(ctx) ?? false;
    const target = caseScopeOfPath((visible ? own : 'AllCases').split('/'))!;
    return <Navigate replace to={caseScreenPath(accountId, target, c.caseNumber)} />;
  }
  return (
    <Stack gap="md" data-testid="case-detail">
      {back}
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={500} data-testid="case-number">
          {intl.formatMessage(m.caseNumber, { number: c.caseNumber })}
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="case-title">
          {c.title}
        </Title>
        <Group gap="xs">
          <CaseStateBadge state={c.state} closureRequested={c.closureRequested} size="md" />
          <PriorityBadge priority={c.priority} size="md" withNumber />
          <Badge variant="default" size="md" tt="none">
            {intl.formatMessage(caseValueMessage('caseType', c.caseType))}
          </Badge>
        </Group>
      </Stack>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="case-description-title">
              <Title order={2} size="h4" id="case-description-title" mb="sm">
                {intl.formatMessage(m.description)}
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="case-description">
                {c.description}
              </Text>
            </Paper>
            <CaseNotes accountId={accountId} caseNumber={c.caseNumber} notes={c.notes} canWrite={can.write} />
            <CaseAttachments accountId={accountId} caseNumber={c.caseNumber} attachments={c.attachments} canWrite={can.write} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <CaseFacts detail={c} />
            <CaseClosure accountId={accountId} detail={c} canWrite={can.write} canAccept={can.acceptClosure} />
            <AssociatedCases accountId={accountId} detail={c} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Field values that are codes of words, shown in the user's language (product names stay as they are). */
const FIELD_VALUE_MESSAGES: Partial<Record<string, Partial<Record<string, TMessageDescriptor>>>> = {
  addressChangeType: addressChangeMessages,
  sourceKind: { UNKNOWN: m.sourceKindUnknown },
};

function CaseFacts(props: { detail: TCaseDetail }) {
  const intl = useIntl();
  const c = props.detail;
  const na = intl.formatMessage(commonMessages.notAvailable);
  const date = (v: string | null) => (v ? intl.formatDate(v, { dateStyle: 'medium', timeStyle: 'short' }) : na);
  const rows: [string, ReactNode][] = [
    [intl.formatMessage(m.category), intl.formatMessage(caseValueMessage('category', c.category))],
    [intl.formatMessage(m.site), c.site ?? na],
    [intl.formatMessage(m.owner), c.owner ?? na],
    [intl.formatMessage(m.workgroup), c.workgroup ?? na],
    [intl.formatMessage(m.source), c.source],
    [intl.formatMessage(m.created), date(c.createdAt)],
    [intl.formatMessage(m.resolved), date(c.resolvedAt)],
    [
      intl.formatMessage(m.resolutionDays),
      c.resolutionDays === null ? na : intl.formatMessage(m.days, { n: c.resolutionDays }),
    ],
  ];
  if (c.closedAt) rows.push([intl.formatMessage(m.closed), date(c.closedAt)]);
  for (const [key, value] of Object.entries(c.fields)) {
    if (value === null || value === '') continue;
    const label =
      key === 'sourceKind' ? m.sourceKind : caseFieldMessages[key as keyof typeof caseFieldMessages];
    let shown: ReactNode = typeof value === 'number' ? intl.formatNumber(value) : value;
    const valueMessage = typeof value === 'string' ? FIELD_VALUE_MESSAGES[key]?.[value] : undefined;
    if (valueMessage) shown = intl.formatMessage(valueMessage);
    if (key === 'technology' && typeof value === 'string' && (TECHNOLOGIES as readonly string[]).includes(value))
      shown = technologyDisplay(value as TTechnology);
    rows.push([label ? intl.formatMessage(label) : key, shown]);
  }
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="case-facts-title">
      <Title order={2} size="h4" id="case-facts-title" mb="sm">
        {intl.formatMessage(m.details)}
      </Title>
      <FactGrid facts={rows} testId="case-facts" />
    </Paper>
  );
}

function AssociatedCases(props: { accountId: string; detail: TCaseDetail }) {
  const intl = useIntl();
  const list = props.detail.associatedCases;
  // An associated case may be of another category: AllCases shows any case of the account.
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="case-associated-title">
      <Title order={2} size="h4" id="case-associated-title" mb="sm">
        {intl.formatMessage(m.associated)}
      </Title>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.noAssociated)}
        </Text>
      ) : (
        <Stack gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((a) => (
            <li key={a.caseNumber}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Anchor component={Link} to={screenPath(props.accountId, 'AllCases', { detail: a.caseNumber })} size="sm" style={{ minWidth: 0 }}>
                  <Text span size="sm" fw={600}>
                    {a.caseNumber}
                  </Text>{' '}
                  <Text span size="sm" c="dimmed" lineClamp={1}>
                    {a.title}
                  </Text>
                </Anchor>
                <CaseStateBadge state={a.state} closureRequested={false} />
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
