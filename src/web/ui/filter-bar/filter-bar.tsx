import { Button, Checkbox, Collapse, Group, Radio, Stack, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { SEARCH_MAX_LENGTH, type TListColumn } from '../../../shared/contracts/list.ts';
import type { TQueryPatch } from '../../../shared/domain/query-state.ts';
import { commonMessages } from '../../../shared/i18n/common-messages.ts';
import type { TMessageDescriptor } from '../../../shared/i18n/define.ts';
import { columnLabel, enumLabel } from '../data-table/cell-format.ts';
import { useWideScreen } from '../screen-size.ts';
import { filterPatch, type TListState } from '../data-table/list-state.ts';
import { filterBarMessages as m } from './filter-bar-messages.ts';
import { filterKeys } from './filter-input.ts';
import { filterSummary } from './filter-summary.ts';
import { FilterTrigger } from './filter-trigger.tsx';
import { DateRangeFilter, NumberRangeFilter } from './range-filters.tsx';
import { useDraft } from './use-draft.ts';

export interface TFilterBarProps {
  /** Every column of the list; those with a `filter` get one. */
  columns: readonly TListColumn[];
  /** Filter keys fixed by the screen (e.g. the case type of CaseManagement/{type}): no input. */
  fixedKeys?: readonly string[];
  state: TListState;
  /** Applies a change through the query-state hook (which resets the page). */
  onChange(patch: TQueryPatch): void;
  searchPlaceholder?: string;
  /** The list has a text search (its descriptor's `search`); false: no search box. */
  searchable: boolean;
  /** The query keys the list did not apply (its answer's `applied.dropped`) and the notice saying so. */
  notApplied?: { keys: readonly string[]; noticeId: string };
  /** The query keys the list corrected (its answer's `applied.corrected`): said in the filter's own panel. */
  corrected?: readonly string[];
}

function TextFilter(props: { id: string; label: string; value: string; onCommit(v: string): void }) {
  const draft = useDraft(props.value, props.onCommit);
  return (
    <TextInput
      size="sm"
      aria-label={props.label}
      value={draft.value}
      onChange={(e) => draft.change(e.currentTarget.value)}
      onBlur={draft.flush}
      onKeyDown={(e) => e.key === 'Enter' && draft.flush()}
      data-testid={`filter-${props.id}-text`}
    />
  );
}

/**
 * The values of an enum filter. What is ticked is kept here as well as in the address: the address
 * changes in a transition, and a second tick before it has would otherwise start from the values
 * before the first one and drop it.
 */
function EnumChoices(props: { column: TListColumn; label: string; chosen: string[]; onChange(v: string[]): void }) {
  const intl = useIntl();
  const external = props.chosen.join('\n');
  const [draft, setDraft] = useState(props.chosen);
  const [seen, setSeen] = useState(external);
  if (external !== seen) {
    setSeen(external);
    setDraft(props.chosen);
  }
  const c = props.column;
  return (
    <Checkbox.Group
      value={draft}
      onChange={(v) => {
        setDraft(v);
        props.onChange(v);
      }}
      aria-label={props.label}
    >
      <Stack gap={8}>
        {(c.values ?? []).map((v) => (
          <Checkbox key={v} value={v} label={enumLabel(intl, c, v)} data-testid={`filter-${c.id}-${v}`} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/**
 * Text search and one filter per filterable column of the server's definitions (enum values,
 * text, date range, number range), each a compact button with its inputs in a popover. Every
 * change goes to the address through the query-state hook. On a phone the filters fold into one
 * button that says how many are set, so the first row of the list shows without scrolling past
 * them (issue 29 point 8); the search stays in view.
 */
export function FilterBar(props: TFilterBarProps) {
  const intl = useIntl();
  const fixed = new Set(props.fixedKeys ?? []);
  const filterable = props.columns.filter((c) => c.filter && !filterKeys(c).some((k) => fixed.has(k)));
  const values = (key: string) => props.state.filters[key] ?? [];
  const one = (key: string) => values(key)[0] ?? '';
  const set = (changes: Record<string, string | string[] | undefined>) => props.onChange(filterPatch(changes));
  const clear = (c: TListColumn) => set(Object.fromEntries(filterKeys(c).map((k) => [k, undefined])));
  const search = useDraft(props.state.q, (q) => props.onChange({ q: q.trim() || null, cursor: null, direction: null }));
  const noticeOf = (c: TListColumn) =>
    filterKeys(c).some((k) => props.notApplied?.keys.includes(k)) ? props.notApplied?.noticeId : undefined;
  const format = (d: TMessageDescriptor, v?: Record<string, string | number>) => intl.formatMessage(d, v);
  const setCount = filterable.filter((c) => filterKeys(c).some((k) => values(k).length > 0)).length;
  const active = props.state.q.trim() !== '' || setCount > 0;
  const wide = useWideScreen();
  const [unfolded, setUnfolded] = useState(false);
  const foldId = useId();

  const triggers = filterable.map((c) => {
    const label = columnLabel(intl, c);
    const keys = filterKeys(c);
    const key = keys[0]!;
    if (c.filter === 'enum') {
      const chosen = values(key);
      return (
        <FilterTrigger
          key={c.id}
          id={c.id}
          label={label}
          summary={filterSummary(format, 'enum', chosen.map((v) => enumLabel(intl, c, v)))}
          onClear={() => clear(c)}
          notAppliedNoticeId={noticeOf(c)}
          width={240}
        >
          <EnumChoices column={c} label={label} chosen={chosen} onChange={(v) => set({ [key]: v })} />
        </FilterTrigger>
      );
    }
    if (c.filter === 'text') {
      return (
        <FilterTrigger
          key={c.id}
          id={c.id}
          label={label}
          summary={filterSummary(format, 'text', values(key))}
          onClear={() => clear(c)}
          notAppliedNoticeId={noticeOf(c)}
        >
          <TextFilter id={c.id} label={label} value={one(key)} onCommit={(v) => set({ [key]: v.trim() })} />
        </FilterTrigger>
      );
    }
    if (c.filter === 'boolean') {
      const yesNo = { true: format(commonMessages.yes), false: format(commonMessages.no) } as const;
      const chosen = one(key) === 'true' || one(key) === 'false' ? one(key) : '';
      return (
        <FilterTrigger
          key={c.id}
          id={c.id}
          label={label}
          summary={filterSummary(format, 'boolean', chosen ? [yesNo[chosen as 'true' | 'false']] : values(key))}
          onClear={() => clear(c)}
          notAppliedNoticeId={noticeOf(c)}
        >
          <Radio.Group value={chosen} onChange={(v) => set({ [key]: v })} aria-label={label}>
            <Stack gap={8}>
              {(['true', 'false'] as const).map((v) => (
                <Radio key={v} value={v} label={yesNo[v]} data-testid={`filter-${c.id}-${v}`} />
              ))}
            </Stack>
          </Radio.Group>
        </FilterTrigger>
      );
    }
    const [fromKey, toKey] = keys as [string, string];
    const rangeProps = {
      id: c.id,
      from: one(fromKey),
      to: one(toKey),
      onChange: (from: string, to: string) => set({ [fromKey]: from, [toKey]: to }),
    };
    return (
      <FilterTrigger
        key={c.id}
        id={c.id}
        label={label}
        summary={filterSummary(format, c.filter!, [], { from: one(fromKey), to: one(toKey) })}
        onClear={() => clear(c)}
        notAppliedNoticeId={noticeOf(c)}
        width={320}
      >
        {c.filter === 'dateRange' ? (
          <DateRangeFilter
            {...rangeProps}
            calendarDays={c.calendarDays}
            corrected={keys.some((k) => props.corrected?.includes(k))}
          />
        ) : (
          <NumberRangeFilter {...rangeProps} />
        )}
      </FilterTrigger>
    );
  });

  return (
    <Group component="section" aria-label={intl.formatMessage(m.region)} gap="xs" wrap="wrap" data-testid="filter-bar">
      {props.searchable && (
        <TextInput
          size="sm"
          w={{ base: '100%', sm: 300 }}
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          aria-label={intl.formatMessage(m.search)}
          placeholder={props.searchPlaceholder ?? intl.formatMessage(m.searchPlaceholder)}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search.value}
          onChange={(e) => search.change(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && search.flush()}
          data-testid="filter-search"
        />
      )}
      {!wide && filterable.length > 0 && (
        <Button
          variant="default"
          size="sm"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          aria-expanded={unfolded}
          aria-controls={foldId}
          onClick={() => setUnfolded((u) => !u)}
          data-testid="filter-fold"
        >
          {intl.formatMessage(m.fold, { count: setCount })}
        </Button>
      )}
      {wide ? (
        triggers
      ) : (
        <Collapse in={unfolded} w="100%" id={foldId}>
          <Group gap="xs" wrap="wrap">
            {triggers}
          </Group>
        </Collapse>
      )}
      {active && (
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() =>
            props.onChange({
              ...filterPatch(Object.fromEntries(filterable.flatMap(filterKeys).map((k) => [k, undefined]))),
              q: null,
            })
          }
          data-testid="filter-clear"
        >
          {intl.formatMessage(m.clear)}
        </Button>
      )}
    </Group>
  );
}
