import { Button, Group, Skeleton, Text, TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../lib/locale.tsx';
import { validationMessages } from '../../../shared/domain/validation.ts';
import { DATE_PRESETS, datePresetRange, type TDatePreset } from './date-presets.ts';
import { filterBarMessages as m } from './filter-bar-messages.ts';
import { dateInput, digitsOnly, isDateFilterInput } from './filter-input.ts';
import { useDraft } from './use-draft.ts';

interface TRangeProps {
  id: string;
  from: string;
  to: string;
  /** Both bounds at once, so a quick second edit never works on an out-of-date first one. */
  onChange(from: string, to: string): void;
}

/** The two drafts of a range, each committed with the other's current draft. */
function useRangeDrafts(props: TRangeProps, delay: number, clean: (v: string) => string) {
  const from = useDraft(props.from, (v) => props.onChange(clean(v), clean(to.value)), delay);
  const to = useDraft(props.to, (v) => props.onChange(clean(from.value), clean(v)), delay);
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
export function DateRangeFilter(props: TRangeProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [calendar, setCalendar] = useState(false);
  const { from, to } = useRangeDrafts(props, 700, (v) => v.trim());
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
      <Group gap={6} role="group" aria-label={intl.formatMessage(m.presets)} data-testid={`filter-${props.id}-presets`}>
        {DATE_PRESETS.map((preset) => {
          const range = datePresetRange(preset);
          const pressed = props.from === range.from && props.to === range.to;
          return (
            <Button
              key={preset}
              size="compact-xs"
              variant={pressed ? 'filled' : 'light'}
              aria-pressed={pressed}
              onClick={() => props.onChange(range.from, range.to)}
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
          <DateRangeCalendar id={props.id} locale={locale} from={props.from} to={props.to} onChange={props.onChange} />
        </Suspense>
      )}
      <Text size="xs" c="dimmed" data-testid={`filter-${props.id}-hint`}>
        {intl.formatMessage(m.dateHint)} {intl.formatMessage(m.dateUtc)}
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
