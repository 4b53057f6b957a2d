import { ActionIcon, Box, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TListColumn } from '../../../shared/contracts/list.ts';
import { columnLabel, formatCell } from './cell-format.ts';
import { dataTableMessages as m } from './data-table-messages.ts';
import type { TDataTableProps } from './data-table.tsx';
import { ListEmpty, ListError } from './list-states.tsx';
import classes from './data-cards.module.css';

/**
 * The list as compact cards (the spec's `view=Cards`), good on phones: one card per row with the
 * first shown column on top, the title in bold and the other shown columns as label and value
 * pairs. Sorting is a select and a direction button (there are no column headers); a card opens on
 * click or Enter like a table row. Same states as the table: loading, empty, error with retry.
 */
export function DataCards<TRow extends Record<string, unknown>>(props: TDataTableProps<TRow>) {
  const intl = useIntl();
  const columns = props.columns;
  const titleColumn = columns.find((c) => c.id === 'title') ?? columns[1];
  // The first column heads the card, unless it is the title itself (shown once, in bold).
  const head = columns[0] === titleColumn ? undefined : columns[0];
  const facts = columns.filter((c) => c !== head && c !== titleColumn);
  const sortable = columns.filter((c) => c.sortable);
  const cell = (row: TRow, c: TListColumn): ReactNode => props.renderCell?.(row, c) ?? formatCell(intl, c, row[c.id]);
  const dir = props.sort.dir ?? 'asc';

  if (props.error && !props.rows) return <ListError error={props.error} onRetry={props.onRetry} unsupportedFilters={props.unsupportedFilters} />;

  const openOnKey = (e: KeyboardEvent<HTMLElement>, row: TRow) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      props.onOpenRow?.(row);
    }
  };

  let body: ReactNode;
  if (props.loading && !props.rows) {
    body = Array.from({ length: Math.min(props.skeletonRows ?? 6, 6) }, (_, i) => (
      <Paper key={i} withBorder radius="md" p="sm" aria-hidden>
        <Stack gap={8}>
          <Skeleton height={10} width="30%" />
          <Skeleton height={14} width={`${60 + ((i * 13) % 30)}%`} />
          <Skeleton height={10} width="80%" />
        </Stack>
      </Paper>
    ));
  } else if (!props.rows?.length) {
    body = (
      <Paper withBorder radius="md">
        <ListEmpty total={props.total} onFirstPage={props.onFirstPage} />
      </Paper>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xs" verticalSpacing="xs" component="ul" className={classes.list} aria-label={props.caption}>
        {props.rows.map((row, index) => (
          <li key={props.rowKey(row)} aria-posinset={(props.firstRowIndex ?? 0) + index + 1} aria-setsize={props.total}>
            <Paper
              withBorder
              radius="md"
              p="sm"
              h="100%"
              tabIndex={props.onOpenRow ? 0 : undefined}
              className={props.onOpenRow ? classes.clickable : undefined}
              onClick={props.onOpenRow ? () => props.onOpenRow?.(row) : undefined}
              onKeyDown={props.onOpenRow ? (e) => openOnKey(e, row) : undefined}
              data-testid="card-row"
            >
              <Stack gap={6}>
                {head && (
                  <Text size="sm" component="div" data-col={head.id}>
                    {cell(row, head)}
                  </Text>
                )}
                {titleColumn && (
                  <Text fw={600} size="sm" component="div" className={classes.title} data-col={titleColumn.id}>
                    {cell(row, titleColumn)}
                  </Text>
                )}
                {facts.length > 0 && (
                  <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing={4} component="dl" className={classes.facts}>
                    {facts.map((c) => (
                      <Box key={c.id} data-col={c.id}>
                        <Text component="dt" size="xs" c="dimmed">
                          {columnLabel(intl, c)}
                        </Text>
                        <Text component="dd" size="sm" className={classes.value}>
                          {cell(row, c)}
                        </Text>
                      </Box>
                    ))}
                  </SimpleGrid>
                )}
              </Stack>
            </Paper>
          </li>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="xs" data-testid={props.testId} data-fetching={props.fetching || undefined} className={classes.cards} aria-busy={props.loading || props.fetching || undefined}>
      {sortable.length > 0 && (
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Select
            size="xs"
            w={200}
            label={intl.formatMessage(m.sortBy)}
            styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { whiteSpace: 'nowrap' } }}
            data={sortable.map((c) => ({ value: c.id, label: columnLabel(intl, c) }))}
            value={props.sort.sort ?? null}
            placeholder={intl.formatMessage(m.sortBy)}
            allowDeselect={false}
            onChange={(v) => v && props.onSort(v, v === props.sort.sort ? dir : 'asc')}
            comboboxProps={{ withinPortal: true }}
            data-testid="card-sort"
          />
          <Tooltip label={intl.formatMessage(dir === 'asc' ? m.ascending : m.descending)}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={intl.formatMessage(dir === 'asc' ? m.ascending : m.descending)}
              disabled={!props.sort.sort}
              onClick={() => props.sort.sort && props.onSort(props.sort.sort, dir === 'asc' ? 'desc' : 'asc')}
              data-testid="card-sort-dir"
            >
              {dir === 'asc' ? <IconSortAscending size={18} aria-hidden /> : <IconSortDescending size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
      {body}
    </Stack>
  );
}
