import '@mantine/dates/styles.css';
import { DatePicker } from '@mantine/dates';
import { use, useState } from 'react';
import { useIntl } from 'react-intl';
import { parseDateFilterValue } from '../../../shared/domain/list-filters.ts';
import { firstDayOfWeek } from '../../../shared/i18n/calendar-week.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';
import { dayjsLocale } from './dayjs-locales.ts';
import { filterBarMessages as m } from './filter-bar-messages.ts';

type TPicked = [string | null, string | null];

/** The first and last day (YYYY-MM-DD) a range's values cover: a month covers all its days. */
function coveredDays(from: string, to: string): TPicked {
  const f = parseDateFilterValue(from);
  const t = parseDateFilterValue(to);
  const last = (endExclusive: string) => new Date(Date.parse(endExclusive) - 86_400_000).toISOString().slice(0, 10);
  return [
    f.kind === 'day' || f.kind === 'month' ? f.start : null,
    t.kind === 'day' ? t.start : t.kind === 'month' ? last(t.endExclusive) : null,
  ];
}

/**
 * A calendar for a date range filter, loaded when first opened; it suspends until its language's
 * dayjs locale is there too. The first click picks the start, the second the end (the same day
 * twice is one day). Weeks start on the day of the language's calendar week (spec section 9), and
 * month and day names are the language's own. Each day is announced by its full date.
 */
export default function DateRangeCalendar(props: {
  id: string;
  locale: TLocale;
  from: string;
  to: string;
  onChange(from: string, to: string): void;
}) {
  const intl = useIntl();
  const locale = use(dayjsLocale(props.locale));
  const [picked, setPicked] = useState<TPicked>();
  const value = picked ?? coveredDays(props.from, props.to);
  return (
    <DatePicker
      type="range"
      allowSingleDateInRange
      maxLevel="year"
      locale={locale}
      firstDayOfWeek={firstDayOfWeek(props.locale)}
      // Mantine draws weekends in light red and other months' days in light grey, both too faint to
      // read (WCAG contrast); which days are the weekend differs by country anyway.
      weekendDays={[]}
      hideOutsideDates
      defaultDate={value[0] ?? undefined}
      value={value}
      onChange={(v) => {
        if (v[0] && v[1]) {
          setPicked(undefined);
          props.onChange(v[0], v[1]);
        } else setPicked(v);
      }}
      getDayAriaLabel={(date) => intl.formatDate(date, { dateStyle: 'full', timeZone: 'UTC' })}
      ariaLabels={{
        previousMonth: intl.formatMessage(m.previousMonth),
        nextMonth: intl.formatMessage(m.nextMonth),
        previousYear: intl.formatMessage(m.previousYear),
        nextYear: intl.formatMessage(m.nextYear),
        monthLevelControl: intl.formatMessage(m.chooseMonth),
      }}
      data-testid={`filter-${props.id}-calendar`}
    />
  );
}
