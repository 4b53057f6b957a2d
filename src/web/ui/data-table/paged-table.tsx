import { Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TOffsetPage } from '../../../shared/contracts/list.ts';
import { useQueryState } from '../../lib/use-query-state.ts';
import { FetchError } from './list-states.tsx';
import { Pager } from './pager.tsx';

/**
 * A paged table of a screen whose page and limit live in the address: a skeleton while the first
 * page loads, an error with a retry, the empty text, else the table (from `children`) in a
 * scrolling frame with the pager below it.
 */
export function PagedTable<TPage extends TOffsetPage<unknown>>(props: {
  result: UseQueryResult<TPage>;
  /** Narrower than this, the table scrolls sideways. */
  minWidth: number;
  /** What is said when there is nothing to show, and its test id. */
  empty: string;
  emptyTestId: string;
  children(data: TPage): ReactNode;
}) {
  const query = useQueryState();
  const { result } = props;
  const data = result.data;
  if (result.isPending) return <Skeleton h={160} radius="md" />;
  if (result.isError && !data) return <FetchError onRetry={() => void result.refetch()} />;
  if (!data || data.total === 0) return <Text data-testid={props.emptyTestId}>{props.empty}</Text>;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack>
        <Table.ScrollContainer minWidth={props.minWidth}>{props.children(data)}</Table.ScrollContainer>
        <Pager
          page={data.page}
          limit={data.limit}
          total={data.total}
          rowsOnPage={data.items.length}
          disabled={result.isFetching}
          onPage={(p) => query.set({ page: p === 0 ? null : p }, { resetPage: false })}
          onLimit={(l) => query.set({ limit: l })}
        />
      </Stack>
    </Paper>
  );
}
