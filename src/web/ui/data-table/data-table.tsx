import { Box, Skeleton, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TListColumn } from '../../../shared/contracts/list.ts';
import { columnLabel, formatCell } from './cell-format.ts';
import { ListEmpty, ListError, type TUnsupportedFilters } from './list-states.tsx';
import { ariaSort, nextSort, type TSortDir } from './sort-state.ts';
import classes from './data-table.module.css';

/** Numbers align right; dates and numbers never wrap. */
function cellClass(c: TListColumn): string | undefined {
  if (c.type === 'number') return `${classes.number} ${classes.nowrap}`;
  return c.type === 'date' ? classes.nowrap : undefined;
}

/** Above this many rows only the rows in view are rendered (the table stays a real <table>). */
export const VIRTUALIZE_FROM = 40;
const ROW_HEIGHT = 45;

export interface TDataTableProps<TRow> {
  /** Accessible name of the table. */
  caption: string;
  /** The visible columns, in order. */
  columns: readonly TListColumn[];
  rows: readonly TRow[] | undefined;
  rowKey(row: TRow): string;
  /** The sort the server applied. */
  sort: { sort: string | undefined; dir: TSortDir | undefined };
  onSort(sort: string, dir: TSortDir): void;
  /** First load: no rows yet. */
  loading: boolean;
  /** A newer page is being fetched: the current rows stay, dimmed. */
  fetching?: boolean;
  error: unknown;
  onRetry(): void;
  /** Filters of the address the list refused: named in the error, with a way to remove them. */
  unsupportedFilters?: TUnsupportedFilters;
  /** Row click or Enter opens the detail. */
  onOpenRow?(row: TRow): void;
  /** A cell shown differently from the default formatting (e.g. a link or a badge). */
  renderCell?(row: TRow, column: TListColumn): ReactNode | undefined;
  /** Position of the first row in the whole list, for aria-rowindex. */
  firstRowIndex?: number;
  /** Rows in the whole list, for aria-rowcount. */
  total?: number;
  /** Back to the first page, offered when the page asked for lies past the end of the list. */
  onFirstPage?(): void;
  skeletonRows?: number;
  testId?: string;
}

/**
 * The list table every area uses: columns from the server's definitions, sortable headers
 * (aria-sort, keyboard), a sticky header, loading skeleton, empty and error states, rows that open
 * on click or Enter, and virtualised rendering for long pages.
 */
export function DataTable<TRow extends Record<string, unknown>>(props: TDataTableProps<TRow>) {
  const intl = useIntl();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = props.rows ?? [];
  const long = rows.length >= VIRTUALIZE_FROM;
  const headRef = useRef<HTMLTableRowElement>(null);
  // A long page renders once in full (before paint) so the browser picks the column widths from
  // every row; those widths are then fixed and only the rows in view are rendered, so columns do
  // not jump while scrolling. A new page, other columns or a resize measure again.
  const [locked, setLocked] = useState<{ rows: unknown; columns: string; width: number; widths: number[] }>();
  const columnKey = props.columns.map((c) => c.id).join('|');
  const lockedNow = long && locked && locked.rows === props.rows && locked.columns === columnKey ? locked : undefined;
  const virtual = long && lockedNow !== undefined;
  useLayoutEffect(() => {
    if (!long || lockedNow) return;
    const cells = headRef.current ? [...headRef.current.children] : [];
    const width = scrollRef.current?.clientWidth ?? 0;
    if (cells.length)
      setLocked({ rows: props.rows, columns: columnKey, width, widths: cells.map((c) => c.getBoundingClientRect().width) });
  }, [long, lockedNow, props.rows, columnKey]);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || !long) return;
    const observer = new ResizeObserver(() =>
      setLocked((l) => (l && Math.abs(l.width - el.clientWidth) > 1 ? undefined : l)),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [long]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    enabled: virtual,
  });

  if (props.error && !props.rows) return <ListError error={props.error} onRetry={props.onRetry} unsupportedFilters={props.unsupportedFilters} />;

  const span = Math.max(1, props.columns.length);
  const first = props.firstRowIndex ?? 0;
  const openOnKey = (e: KeyboardEvent<HTMLTableRowElement>, row: TRow) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      props.onOpenRow?.(row);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const sibling =
        e.key === 'ArrowDown' ? e.currentTarget.nextElementSibling : e.currentTarget.previousElementSibling;
      if (sibling instanceof HTMLTableRowElement && sibling.tabIndex === 0) {
        e.preventDefault();
        sibling.focus();
      }
    }
  };

  const renderRow = (row: TRow, index: number) => (
    <Table.Tr
      key={props.rowKey(row)}
      data-index={index}
      ref={virtual ? virtualizer.measureElement : undefined}
      aria-rowindex={first + index + 2}
      tabIndex={props.onOpenRow ? 0 : undefined}
      className={props.onOpenRow ? classes.clickable : undefined}
      onClick={props.onOpenRow ? () => props.onOpenRow?.(row) : undefined}
      onKeyDown={props.onOpenRow ? (e) => openOnKey(e, row) : undefined}
      data-testid="table-row"
    >
      {props.columns.map((c) => (
        <Table.Td key={c.id} className={cellClass(c)} data-col={c.id}>
          {props.renderCell?.(row, c) ?? formatCell(intl, c, row[c.id])}
        </Table.Td>
      ))}
    </Table.Tr>
  );

  let body: ReactNode;
  if (props.loading && !props.rows) {
    body = Array.from({ length: props.skeletonRows ?? 8 }, (_, i) => (
      <Table.Tr key={i} aria-hidden>
        {props.columns.map((c) => (
          <Table.Td key={c.id}>
            <Skeleton height={12} radius="sm" width={`${55 + ((i * 7 + c.id.length * 13) % 40)}%`} />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={span}>
          <ListEmpty total={props.total} onFirstPage={props.onFirstPage} />
        </Table.Td>
      </Table.Tr>
    );
  } else if (virtual) {
    const items = virtualizer.getVirtualItems();
    const top = items[0]?.start ?? 0;
    const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
    body = (
      <>
        {top > 0 && (
          <tr aria-hidden style={{ height: top }}>
            <td colSpan={span} className={classes.spacer} />
          </tr>
        )}
        {items.map((item) => renderRow(rows[item.index]!, item.index))}
        {bottom > 0 && (
          <tr aria-hidden style={{ height: bottom }}>
            <td colSpan={span} className={classes.spacer} />
          </tr>
        )}
      </>
    );
  } else {
    body = rows.map(renderRow);
  }

  return (
    <Box
      ref={scrollRef}
      className={classes.scroll}
      data-fetching={props.fetching || undefined}
      data-testid={props.testId}
      tabIndex={-1}
    >
      <Table
        stickyHeader
        highlightOnHover={!!props.onOpenRow}
        verticalSpacing="xs"
        aria-busy={props.loading || props.fetching || undefined}
        aria-rowcount={props.total !== undefined ? props.total + 1 : undefined}
        className={classes.table}
        style={lockedNow ? { tableLayout: 'fixed', width: lockedNow.widths.reduce((a, b) => a + b, 0) } : undefined}
      >
        {lockedNow && (
          <colgroup>
            {lockedNow.widths.map((w, i) => (
              <col key={props.columns[i]?.id ?? i} style={{ width: w }} />
            ))}
          </colgroup>
        )}
        <caption>
          <VisuallyHidden>{props.caption}</VisuallyHidden>
        </caption>
        <Table.Thead className={classes.head}>
          <Table.Tr aria-rowindex={1} ref={headRef}>
            {props.columns.map((c) => {
              const label = columnLabel(intl, c);
              const sortState = ariaSort(props.sort, c.id);
              const Icon = sortState === 'ascending' ? IconArrowUp : sortState === 'descending' ? IconArrowDown : IconArrowsSort;
              return (
                <Table.Th
                  key={c.id}
                  scope="col"
                  aria-sort={c.sortable ? sortState : undefined}
                  className={c.type === 'number' ? classes.number : undefined}
                  data-col={c.id}
                >
                  {c.sortable ? (
                    <UnstyledButton
                      className={classes.sortButton}
                      data-active={sortState !== 'none' || undefined}
                      onClick={() => {
                        const next = nextSort(props.sort, c.id);
                        props.onSort(next.sort, next.dir);
                      }}
                      data-testid={`sort-${c.id}`}
                    >
                      <span>{label}</span>
                      <Icon size={14} stroke={1.8} aria-hidden className={classes.sortIcon} />
                    </UnstyledButton>
                  ) : (
                    label
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Box>
  );
}
