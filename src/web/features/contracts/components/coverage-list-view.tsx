import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import { coverageList, type TCoverageRow } from '../../../../shared/contracts/contracts.ts';
import { screenPath } from '../../../lib/screens.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { RowLink } from '../../../ui/data-table/row-link.tsx';
import { contractMessages, coverageMessages as m } from '../contract-messages.ts';
import { formatDay } from './day.ts';

/**
 * The covered assets (list engine): the Coverage screen, and a contract's detail with its contract
 * fixed. A unit out of coverage (not active, coverage ended, or contract expired) is marked.
 */
export function CoverageListView(props: {
  accountId: string;
  /** The contract whose assets are listed (its filter is then fixed and hidden). */
  contract?: string;
  caption: string;
  heading: ReactNode;
  testId: string;
}) {
  const intl = useIntl();
  const session = useSession();
  const renderCell = (row: TCoverageRow, column: TListColumn): ReactNode | undefined => {
    if (column.id === 'inCoverage')
      return (
        <Badge
          color={row.inCoverage ? 'teal' : 'red'}
          variant={row.inCoverage ? 'light' : 'filled'}
          tt="none"
          data-testid="coverage-state"
        >
          {intl.formatMessage(row.inCoverage ? m.covered : m.outOfCoverage)}
        </Badge>
      );
    if (column.id === 'coveredUntil' || column.id === 'coveredFrom') return formatDay(intl, row[column.id]);
    if (column.id === 'contract' && !props.contract)
      return (
        <RowLink
          to={screenPath(props.accountId, 'Contracts', { detail: row.contract })}
          state={undefined}
          label={intl.formatMessage(contractMessages.openContract, { number: row.contract })}
        >
          {row.contract}
        </RowLink>
      );
    return undefined;
  };
  return (
    <ListView<TCoverageRow>
      list={coverageList}
      userId={session.status!.user.id}
      exportName="coverage"
      fixed={{ account_id: props.accountId, contract: props.contract }}
      caption={props.caption}
      searchPlaceholder={intl.formatMessage(m.searchPlaceholder)}
      rowKey={(row) => row.serial}
      renderCell={renderCell}
      testId={props.testId}
      heading={props.heading}
    />
  );
}
