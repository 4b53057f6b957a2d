import { Button, Chip, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { CASE_TYPES, CASE_TYPE_SEGMENTS, caseList, type TCaseRow } from '../../../../shared/contracts/cases.ts';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { useSession } from '../../../lib/session.tsx';
import { useQueryState } from '../../../lib/use-query-state.ts';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { filterPatch, readListState } from '../../../ui/data-table/list-state.ts';
import { GuestNotice } from '../../../ui/guest-notice/guest-notice.tsx';
import { caseFollowMessages as fm } from '../case-follow-messages.ts';
import { RowLink } from '../../../ui/data-table/row-link.tsx';
import { caseListMessages as m, caseValueMessage } from '../case-messages.ts';
import { caseAbilities } from '../case-permissions.ts';
import { NEW_CASE_SEGMENT, caseScreenPath, type TCaseScope } from '../case-scope.ts';
import { CaseStateBadge, PriorityBadge } from '../components/case-badges.tsx';

/** The list of a case screen: AllCases, a category section or CaseManagement/{type}. */
export function CaseList(props: { account: TAccount; scope: TCaseScope; title: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const can = caseAbilities(props.account);
  const detailHref = (row: TCaseRow) => caseScreenPath(props.account.account_id, props.scope, row.caseNumber);
  // The list's address comes along, so the detail's back link returns to the same filters and page.
  const linkState = { listSearch: location.search };

  const renderCell = (row: TCaseRow, column: TListColumn): ReactNode | undefined => {
    switch (column.id) {
      case 'caseNumber':
        return (
          <RowLink
            to={detailHref(row)}
            state={linkState}
            label={intl.formatMessage(m.openCase, { number: row.caseNumber })}
          >
            {row.caseNumber}
          </RowLink>
        );
      case 'state':
        return <CaseStateBadge state={row.state} closureRequested={row.closureRequested} stack />;
      case 'priority':
        return <PriorityBadge priority={row.priority} />;
      case 'owner':
        return row.owner ?? (
          <Text span size="sm" c="dimmed">
            {intl.formatMessage(fm.unassigned)}
          </Text>
        );
      case 'title':
        return (
          <Text size="sm" lineClamp={2} miw={200} maw={420}>
            {row.title}
          </Text>
        );
      default:
        return undefined;
    }
  };

  return (
    <ListView<TCaseRow>
      list={caseList}
      userId={session.status!.user.id}
      exportName="cases"
      fixed={{
        account_id: props.account.account_id,
        category: props.scope.category === 'all' ? undefined : props.scope.category,
        caseType: props.scope.caseType,
      }}
      // The spec's `type` selects the case type on AllCases and the category lists; CaseManagement/{type} has its own.
      types={
        props.scope.caseType
          ? undefined
          : CASE_TYPES.map((t) => ({
              id: CASE_TYPE_SEGMENTS[t],
              label: intl.formatMessage(caseValueMessage('caseType', t)),
              query: { caseType: t },
            }))
      }
      caption={intl.formatMessage(m.caption, { title: props.title, account: props.account.name })}
      rowKey={(row) => row.caseNumber}
      rowFields={[]}
      onOpenRow={(row) => navigate(detailHref(row), { state: linkState })}
      renderCell={renderCell}
      testId="case-list"
      // The back-office source names: the server answers them to vendor staff only.
      hiddenColumns={session.status!.user.isMotorolaUser ? [] : ['source']}
      toolbar={
        <>
          {!can.write && <GuestNotice accountId={props.account.account_id} accountName={props.account.name} what="cases" />}
          <CaseQuickFilters />
        </>
      }
      heading={
        <Stack gap={2}>
          <Title order={1} size="h2">
            {props.title}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.subtitle, { account: props.account.name })}
          </Text>
        </Stack>
      }
      actions={
        can.create && (
          <Button
            component={Link}
            to={caseScreenPath(props.account.account_id, props.scope, NEW_CASE_SEGMENT)}
            state={linkState}
            leftSection={<IconPlus size={16} aria-hidden />}
            data-testid="create-case"
          >
            {intl.formatMessage(m.create)}
          </Button>
        )
      }
    />
  );
}

/**
 * The list's quick filters: all cases, the user's own (`mine`), the ones they follow (`following`).
 * Chips, which wrap on a phone and in long languages.
 */
function CaseQuickFilters() {
  const intl = useIntl();
  const qs = useQueryState();
  const { filters } = readListState(qs.query);
  const yes = (key: string) => ['y', 'yes', 'true', '1'].includes((filters[key]?.[0] ?? '').toLowerCase());
  const value = yes('following') ? 'following' : yes('mine') ? 'mine' : 'all';
  const choices = [
    { value: 'all', label: intl.formatMessage(fm.allCases) },
    { value: 'mine', label: intl.formatMessage(fm.myCases) },
    { value: 'following', label: intl.formatMessage(fm.followedCases) },
  ];
  return (
    <Chip.Group
      multiple={false}
      value={value}
      onChange={(v) => qs.set(filterPatch({ mine: v === 'mine' ? 'y' : undefined, following: v === 'following' ? 'y' : undefined }))}
    >
      <Group gap="xs" wrap="wrap" role="radiogroup" aria-label={intl.formatMessage(fm.quickFilters)} data-testid="case-quick-filters">
        {choices.map((c) => (
          <Chip key={c.value} value={c.value} type="radio" size="sm" variant="outline" data-testid={`case-quick-${c.value}`}>
            {c.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
