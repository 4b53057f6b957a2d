import { Box, Group, SegmentedControl, Select, Stack, VisuallyHidden } from '@mantine/core';
import { IconLayoutList, IconTable } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { listColumns, type TListDescriptor } from '../../../shared/contracts/list-descriptor.ts';
import type { TListColumn, zListPage } from '../../../shared/contracts/list.ts';
import { api } from '../../lib/http.ts';
import { useTimeZone } from '../../lib/locale.tsx';
import { useQueryState } from '../../lib/use-query-state.ts';
import { ExportMenu } from '../export-menu/export-menu.tsx';
import { FilterBar } from '../filter-bar/filter-bar.tsx';
import { FilterNotice } from '../filter-bar/filter-notice.tsx';
import { useWideScreen } from '../screen-size.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { answeredColumns, shownColumns } from './column-visibility.ts';
import { DataCards } from './data-cards.tsx';
import { DataTable } from './data-table.tsx';
import { dataTableMessages } from './data-table-messages.ts';
import {
  DEFAULT_LIST_VIEW,
  filterPatch,
  NARROW_SCREEN_LIST_VIEW,
  pagePatch,
  readListState,
  readListType,
  readListView,
  replacePatch,
  toApiQuery,
  typePatch,
  unsupportedFilters,
  viewPatch,
  withCorrectedFilters,
  type TListType,
} from './list-state.ts';
import { Pager } from './pager.tsx';
import { SavedViewsMenu } from './saved-views-menu.tsx';
import { viewQuery } from './saved-views.ts';
import { useListMemory } from './use-list-memory.ts';

/** One page of a list as every list route answers it (shared/contracts/list.ts). */
export type TListPage<TRow> = Omit<z.infer<ReturnType<typeof zListPage>>, 'rows'> & { rows: TRow[] };

export interface TListViewProps<TRow> {
  /**
   * The list's descriptor (shared/contracts/<area>.ts): its columns, how each filters and under
   * which query key. Its name names the list in the browser's memory (columns, saved views) and in
   * query keys.
   */
  list: TListDescriptor;
  userId: string;
  /** The list has exports (`<path>/export`); their file name when the server sends none. No export menu without it. */
  exportName?: string;
  /** Query keys the screen fixes (account, category ...), never taken from the address. */
  fixed: Record<string, string | undefined>;
  /**
   * The list types the spec's `type` parameter selects on this screen (e.g. the case types); the
   * chosen one's filter is fixed like `fixed`. None: the screen has no type choice.
   */
  types?: readonly TListType[];
  caption: string;
  rowKey(row: TRow): string;
  onOpenRow?(row: TRow): void;
  renderCell?(row: TRow, column: TListColumn): ReactNode | undefined;
  searchPlaceholder?: string;
  /** The screen's heading block, left of the list's tools. */
  heading: ReactNode;
  /** The screen's own actions (e.g. Create case), right of the list's tools. */
  actions?: ReactNode;
  /** Shown between the heading and the filter bar (e.g. a screen's quick filters). */
  toolbar?: ReactNode;
  /** Columns this user never sees (e.g. one the server answers to vendor staff only). */
  hiddenColumns?: readonly string[];
  /**
   * With it, the rows carry only the shown columns (the server adds the row's key and the list's
   * extra values) and these, which the screen reads besides (a badge's second value): fewer bytes
   * for a long list. Without it, every column. Showing another column then asks again.
   */
  rowFields?: readonly string[];
  testId?: string;
}

/**
 * A whole list screen body, driven by the list's descriptor (the same one the server's list
 * routes are derived from): filter bar, the engine's notice, saved views, column chooser, export
 * menu, the table and the pager. Filters, sort and paging live in the address through the shell's
 * query-state hook.
 */
export function ListView<TRow extends Record<string, unknown>>(props: TListViewProps<TRow>) {
  const intl = useIntl();
  const listId = props.list.name;
  const path = `/mapi${props.list.path}`;
  const hidden = props.hiddenColumns?.join(',') ?? '';
  const allColumns = useMemo(
    () => listColumns(props.list).filter((c) => !hidden.split(',').includes(c.id)),
    [props.list, hidden],
  );
  const qs = useQueryState();
  const state = readListState(qs.query);
  const wide = useWideScreen();
  const defaultView = wide ? DEFAULT_LIST_VIEW : NARROW_SCREEN_LIST_VIEW;
  const view = readListView(qs.query, defaultView);
  const listType = readListType(qs.query, props.types);
  const fixed = listType ? { ...props.fixed, ...listType.query } : props.fixed;
  // Date filters mean the days of the user's zone (the server reads them in `tz`).
  const timeZone = useTimeZone();
  const memory = useListMemory(listId, props.userId, allColumns);
  const shownIds = useMemo(() => shownColumns(memory.visible, state.sort, allColumns), [memory.visible, state.sort, allColumns]);
  const asked = props.rowFields && answeredColumns(allColumns, shownIds, props.rowFields);
  const apiQuery = { ...toApiQuery(state, fixed), tz: timeZone, columns: asked };
  const list = useQuery({
    queryKey: [listId, 'list', apiQuery],
    queryFn: ({ signal }) => api.get<TListPage<TRow>>(path, apiQuery, { signal }),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  // A column just shown is drawn when its values come (the rows on screen meanwhile lack it).
  const first = data?.rows[0];
  const shown = useMemo(
    () =>
      shownIds
        .map((id) => allColumns.find((c) => c.id === id))
        .filter((c) => c !== undefined)
        .filter((c) => asked === undefined || !first || c.id in first),
    [shownIds, allColumns, asked, first],
  );
  /** The answer to the query in the address (not the previous one, kept on screen while it loads). */
  const answered = list.isPlaceholderData ? undefined : data;
  const refused = unsupportedFilters(list.error, state);
  const noticeId = useId();
  const Body = view === 'Cards' ? DataCards<TRow> : DataTable<TRow>;
  const exportQuery = { ...apiQuery, page: undefined, limit: undefined, cursor: undefined, direction: undefined };

  return (
    <Stack gap="sm" data-testid={props.testId}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap" mb={4}>
        <Box style={{ flex: '1 1 320px', minWidth: 0 }}>{props.heading}</Box>
        <Group gap="xs" wrap="wrap">
          <SavedViewsMenu
            views={memory.views}
            onApply={(view) => {
              qs.set(replacePatch(qs.query, view.query));
              memory.setVisible(view.columns);
            }}
            onSave={(name) => {
              memory.saveView(name, viewQuery(qs.query), memory.visible);
              notifications.show({ message: intl.formatMessage(dataTableMessages.viewSaved, { name }), color: 'green' });
            }}
            onDelete={(view) => memory.deleteView(view.id)}
          />
          <ColumnChooser
            columns={allColumns}
            visible={shownIds}
            onChange={(ids) => {
              // Hiding the column the rows are sorted by goes back to the list's default order.
              if (state.sort && !ids.includes(state.sort)) qs.set({ sort: null, dir: null, cursor: null, direction: null });
              memory.setVisible(ids);
            }}
          />
          {props.exportName && (
            <ExportMenu
              path={`${path}/export`}
              query={exportQuery}
              columns={shownIds}
              fallbackName={props.exportName}
              total={data && !list.isPlaceholderData ? data.total : undefined}
            />
          )}
          {props.actions}
        </Group>
      </Group>
      <Group justify="space-between" gap="sm" wrap="wrap">
        {props.types?.length ? (
          <ListTypeChoice
            types={props.types}
            value={listType?.id ?? ''}
            wide={wide}
            onChange={(v) => qs.set(typePatch(v || undefined))}
          />
        ) : (
          <span />
        )}
        <SegmentedControl
          size="sm"
          aria-label={intl.formatMessage(dataTableMessages.viewLabel)}
          value={view}
          onChange={(v) => qs.set(viewPatch(v === 'Cards' ? 'Cards' : 'Table', defaultView), { resetPage: false })}
          data={[
            { value: 'Table', label: <ViewLabel icon={<IconTable size={16} aria-hidden />} text={intl.formatMessage(dataTableMessages.viewTable)} /> },
            { value: 'Cards', label: <ViewLabel icon={<IconLayoutList size={16} aria-hidden />} text={intl.formatMessage(dataTableMessages.viewCards)} /> },
          ]}
          data-testid="list-view"
        />
      </Group>
      {props.toolbar}
      <FilterBar
        columns={allColumns}
        fixedKeys={Object.keys(fixed).filter((k) => fixed[k] !== undefined)}
        state={withCorrectedFilters(state, answered?.applied)}
        onChange={(patch) => qs.set(patch)}
        searchPlaceholder={props.searchPlaceholder}
        searchable={props.list.search === true}
        notApplied={answered && { keys: answered.applied.dropped, noticeId }}
        corrected={answered?.applied.corrected}
      />
      <FilterNotice id={noticeId} columns={allColumns} applied={data?.applied} />
      {/* The table and the cards take the same props: one list, two views. */}
      <Body
        caption={props.caption}
        columns={shown}
        rows={data?.rows}
        rowKey={props.rowKey}
        sort={{ sort: data?.sort ?? state.sort, dir: data?.dir ?? state.dir }}
        onSort={(sort, dir) => qs.set({ sort, dir, cursor: null, direction: null })}
        loading={!data && list.isPending}
        fetching={list.isPlaceholderData && list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        unsupportedFilters={
          refused.length
            ? { keys: refused, onRemove: () => qs.set(filterPatch(Object.fromEntries(refused.map((k) => [k, undefined])))) }
            : undefined
        }
        onOpenRow={props.onOpenRow}
        renderCell={props.renderCell}
        firstRowIndex={(data?.page ?? state.page) * (data?.limit ?? state.limit)}
        total={data?.total}
        onFirstPage={() => data && qs.set(pagePatch(0, data), { resetPage: false })}
        skeletonRows={Math.min(state.limit, 10)}
        testId={view === 'Cards' ? `${listId}-cards` : `${listId}-table`}
      />
      {data && (
        <Pager
          page={data.page}
          limit={data.limit}
          total={data.total}
          rowsOnPage={data.rows.length}
          disabled={list.isFetching}
          onPage={(target) => qs.set(pagePatch(target, data), { resetPage: false })}
          onLimit={(limit) => qs.set({ limit: String(limit), cursor: null, direction: null })}
        />
      )}
    </Stack>
  );
}

/** A view choice: icon and text (the text stays for screen readers on narrow screens). */
function ViewLabel(props: { icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {props.icon}
      <Box component="span" visibleFrom="xs">
        {props.text}
      </Box>
      <VisuallyHidden hiddenFrom="xs">{props.text}</VisuallyHidden>
    </Group>
  );
}

/** "All types" among the options (Mantine's Select keeps no option whose value is empty); '' in the address. */
const ALL_TYPES = '*';

/**
 * The list types (`type` of the address) with "All types" first: a segmented control on wide
 * screens; a drop-down on phones, where five labels (the ticket types, in German say) would run
 * past the screen's edge.
 */
function ListTypeChoice(props: {
  types: readonly TListType[];
  value: string;
  wide: boolean;
  onChange(value: string): void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage(dataTableMessages.typeLabel);
  const data = [
    { value: ALL_TYPES, label: intl.formatMessage(dataTableMessages.allTypes) },
    ...props.types.map((t) => ({ value: t.id, label: t.label })),
  ];
  const value = props.value || ALL_TYPES;
  const onChange = (v: string | null) => props.onChange(v === ALL_TYPES || v === null ? '' : v);
  if (!props.wide) {
    return (
      <Select
        size="sm"
        aria-label={label}
        data={data}
        value={value}
        onChange={onChange}
        allowDeselect={false}
        w="100%"
        data-testid="list-type"
      />
    );
  }
  return (
    <Box style={{ maxWidth: '100%', overflowX: 'auto' }}>
      <SegmentedControl
        size="sm"
        aria-label={label}
        value={value}
        onChange={onChange}
        data={data}
        data-testid="list-type"
      />
    </Box>
  );
}
