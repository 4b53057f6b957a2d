import { Button, Group, Skeleton, Text, TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../lib/locale.tsx';
import { validationMessages } from '../../../shared/domain/validation.ts';
import { DATE_PRESETS, datePresetRange, type TDatePreset } from './date-presets.ts';
import { filterBarMessages as m } from './filter-bar-messages.ts';
import { dateInput, digitsOnly, isDateFilterInput, orderDateRange } from './filter-input.ts';
import { useDraft } from './use-draft.ts';

interface TRangeProps {
  id: string;
  from: string;
  to: string;
  /** Both bounds at once, so a quick second edit never works on an out-of-date first one. */
  onChange(from: string, to: string): void;
}

/**
 * The two drafts of a range, each committed with the other's current draft; `order` may move the
 * other bound (a date range keeps From on or before To) and says which one it moved.
 */
function useRangeDrafts(
  props: TRangeProps,
  delay: number,
  clean: (v: string) => string,
  order: (from: string, to: string, typed: 'from' | 'to') => [string, string] = (f, t) => [f, t],
  onMoved: (bound: 'from' | 'to' | undefined, value: string) => void = () => undefined,
) {
  const commit = (f: string, t: string, typed: 'from' | 'to') => {
    const [nf, nt] = order(clean(f), clean(t), typed);
    onMoved(nf !== clean(f) ? 'from' : nt !== clean(t) ? 'to' : undefined, nf !== clean(f) ? nf : nt);
    props.onChange(nf, nt);
  };
  const from = useDraft(props.from, (v) => commit(v, to.value, 'from'), delay);
  const to = useDraft(props.to, (v) => commit(from.value, v, 'to'), delay);
  return { from, to };
}

type TDraft = ReturnType<typeof useDraft>;

function boundProps(draft: TDraft, transform: (v: string) => string = (v) => v) {
  return {
    value: draft.value,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => draft.change(transform(e.currentTarget.value)),
    onBlur: draft.flush,
    onKeyDown: (e: React.KeyboardEvent) => e.key === 'Enter' && draft.flush(),
  };
}

const PRESET_LABELS = {
  day: m.presetDay,
  week: m.presetWeek,
  month: m.presetMonth,
  sixMonths: m.presetSixMonths,
  twelveMonths: m.presetTwelveMonths,
} satisfies Record<TDatePreset, unknown>;

/** The calendar, with its date library, is loaded the first time someone opens one. */
const DateRangeCalendar = lazy(() => import('./date-range-calendar.tsx'));

/**
 * A date range filter (spec section 5): YYYY-MM-DD or YYYY-MM. An incorrect date shows 'Incorrect
 * date' in place and is still sent: the list engine then drops the range and says so, so the list
 * never silently shows something else. The presets of spec section 9 fill both dates at once; the
 * one the range equals shows pressed.
 */
export function DateRangeFilter(
  props: TRangeProps & {
    /** Calendar dates (a contract's expiration): the same days everywhere, no zone to name. */
    calendarDays?: boolean;
    /** The list corrected this range (it came from the address out of order). */
    corrected?: boolean;
  },
) {
  const intl = useIntl();
  const { locale, timeZone } = useLocale();
  const [calendar, setCalendar] = useState(false);
  const [moved, setMoved] = useState<{ bound: 'from' | 'to'; value: string }>();
  const { from, to } = useRangeDrafts(props, 700, (v) => v.trim(), orderDateRange, (bound, value) =>
    setMoved(bound && { bound, value }),
  );
  const said = moved
    ? intl.formatMessage(moved.bound === 'to' ? m.toMoved : m.fromMoved, { date: moved.value })
    : props.corrected
      ? intl.formatMessage(m.rangeCorrected, { from: props.from, to: props.to })
      : undefined;
  const placeholder = intl.formatMessage(m.datePlaceholder);
  const error = (v: string) => (isDateFilterInput(v) ? undefined : intl.formatMessage(validationMessages.incorrectDate));
  return (
    <>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {(
          [
            ['from', from, m.from],
            ['to', to, m.to],
          ] as const
        ).map(([bound, draft, label]) => (
          <TextInput
            key={bound}
            id={`filter-${props.id}-${bound}`}
            size="sm"
            label={intl.formatMessage(label)}
            placeholder={placeholder}
            error={error(draft.value)}
            style={{ flex: 1 }}
            data-testid={`filter-${props.id}-${bound}`}
            {...boundProps(draft, dateInput)}
          />
        ))}
      </Group>
      {/* Said beside the dates it changed, above the presets and the calendar, never under them. */}
      <Text size="sm" c="var(--mantine-color-yellow-light-color)" fw={500} role="status" data-testid={`filter-${props.id}-moved`} hidden={!said}>
        {said}
      </Text>
      <Group gap={6} role="group" aria-label={intl.formatMessage(m.presets)} data-testid={`filter-${props.id}-presets`}>
        {DATE_PRESETS.map((preset) => {
          const range = datePresetRange(preset, timeZone);
          const pressed = props.from === range.from && props.to === range.to;
          return (
            <Button
              key={preset}
              size="compact-xs"
              variant={pressed ? 'filled' : 'light'}
              aria-pressed={pressed}
              onClick={() => {
                setMoved(undefined);
                props.onChange(range.from, range.to);
              }}
              data-testid={`filter-${props.id}-preset-${preset}`}
            >
              {intl.formatMessage(PRESET_LABELS[preset])}
            </Button>
          );
        })}
      </Group>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconCalendar size={14} aria-hidden />}
        aria-expanded={calendar}
        onClick={() => setCalendar((open) => !open)}
        style={{ alignSelf: 'flex-start' }}
        data-testid={`filter-${props.id}-calendar-toggle`}
      >
        {intl.formatMessage(calendar ? m.hideCalendar : m.showCalendar)}
      </Button>
      {calendar && (
        <Suspense fallback={<Skeleton height={260} width={252} />}>
          <DateRangeCalendar
            id={props.id}
            locale={locale}
            from={props.from}
            to={props.to}
            onChange={(f, t) => {
              setMoved(undefined);
              props.onChange(f, t);
            }}
          />
        </Suspense>
      )}
      <Text size="xs" c="dimmed" data-testid={`filter-${props.id}-hint`}>
        {intl.formatMessage(m.dateHint)}
        {props.calendarDays ? '' : ` ${intl.formatMessage(m.zoneDays, { zone: timeZone })}`}
      </Text>
    </>
  );
}

/** A number range filter: digits only (spec section 5); the engine sets a lower bound above the upper to the upper. */
export function NumberRangeFilter(props: TRangeProps) {
  const intl = useIntl();
  const { from, to } = useRangeDrafts(props, 600, (v) => v);
  return (
    <Group gap="xs" wrap="nowrap">
      {(
        [
          ['min', from, m.min],
          ['max', to, m.max],
        ] as const
      ).map(([bound, draft, label]) => (
        <TextInput
          key={bound}
          id={`filter-${props.id}-${bound}`}
          size="sm"
          label={intl.formatMessage(label)}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={9}
          style={{ flex: 1 }}
          data-testid={`filter-${props.id}-${bound}`}
          {...boundProps(draft, digitsOnly)}
        />
      ))}
    </Group>
  );
}
