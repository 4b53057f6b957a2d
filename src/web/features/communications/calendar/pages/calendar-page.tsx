import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload, IconPlus, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useOutletContext } from 'react-router';
import type { TAccount } from '../../../../../shared/contracts/session.ts';
import type { TCalendarOccurrence } from '../../../../../shared/contracts/calendar.ts';
import { roleAtLeast } from '../../../../../shared/domain/permissions.ts';
import { zonedDay } from '../../../../../shared/domain/time-zone.ts';
import { useLocale } from '../../../../lib/locale.tsx';
import { screenPath } from '../../../../lib/screens.ts';
import { useWideScreen } from '../../../../ui/screen-size.ts';
import { communicationScreenMessages } from '../../screens.ts';
import { calendarPaths, useCalendarEvent, useOccurrences } from '../api/use-calendar.ts';
import { CALENDAR_VIEWS, moveAnchor, viewDays, type TCalendarView } from '../calendar-grid.ts';
import { SEVERITY_COLORS, calendarPageMessages as m } from '../calendar-messages.ts';
import { EventModal } from '../components/event-modal.tsx';
import { SubscriptionPanel } from '../components/subscription-panel.tsx';

/** How many occurrences a month cell shows before "+n more". */
const CELL_MAX = 3;

/** Whether an occurrence is on `day` in the user's zone (all day: any of its days; else its start's day). */
function onDay(o: TCalendarOccurrence, day: string, tz: string): boolean {
  if (o.allDay) return o.start <= day && day <= (o.end ?? o.start);
  return zonedDay(Date.parse(o.start), tz) === day;
}

function OccurrenceChip(props: {
  occurrence: TCalendarOccurrence;
  accountId: string;
  compact?: boolean;
  onOpen: (o: TCalendarOccurrence) => void;
}) {
  const intl = useIntl();
  const o = props.occurrence;
  const time = o.allDay ? intl.formatMessage(m.allDay) : intl.formatTime(o.start, { hour: 'numeric', minute: '2-digit' });
  const content = (
    <Group gap={4} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
      <Badge size="xs" circle color={SEVERITY_COLORS[o.severity]} mt={3} style={{ flex: 'none' }} aria-hidden>
        {' '}
      </Badge>
      <Text size="xs" style={{ overflowWrap: 'anywhere', minWidth: 0, flex: 1, textAlign: 'start' }}>
        {!props.compact || !o.allDay ? (
          <Text span size="xs" c="dimmed" mr={4}>
            {time}
          </Text>
        ) : null}
        <Text span size="xs" fw={500}>
          {o.title}
        </Text>
        {o.repeating && (
          <IconRepeat size={11} style={{ marginInlineStart: 4, verticalAlign: 'middle' }} aria-label={intl.formatMessage(m.repeating)} />
        )}
      </Text>
    </Group>
  );
  if (o.source === 'contractExpiration') {
    return (
      <Anchor
        component={Link}
        to={screenPath(props.accountId, 'Contracts', { detail: o.contractNo! })}
        underline="hover"
        c="inherit"
        data-testid="calendar-occurrence"
      >
        {content}
      </Anchor>
    );
  }
  return (
    <UnstyledButton onClick={() => props.onOpen(o)} data-testid="calendar-occurrence" style={{ display: 'block', width: '100%' }}>
      {content}
    </UnstyledButton>
  );
}

/**
 * The Calendar screen (spec section 2; issue 33 point 4): month, week and list views of the
 * account's events and contract expirations, weeks starting on Sunday in en-US and pt-BR and on
 * Monday otherwise (spec section 9); the list by default on a phone. Users and Administrators add
 * events; the .ics download and the subscription address are below.
 */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const { locale, timeZone } = useLocale();
  const wide = useWideScreen();
  const today = zonedDay(Date.now(), timeZone);
  const [view, setView] = useState<TCalendarView>(wide ? 'month' : 'list');
  const [anchor, setAnchor] = useState(today);
  const [editing, setEditing] = useState<{ eventId?: string; day: string; occurrence?: string } | undefined>();
  const accountId = account.account_id;
  const days = viewDays(view, anchor, locale);
  const occurrences = useOccurrences(accountId, days[0]!, days.at(-1)!, timeZone);
  const opened = useCalendarEvent(accountId, editing?.eventId);
  const canWrite = roleAtLeast(account.role, 'User');
  const all = occurrences.data?.occurrences ?? [];
  const dayOf = (day: string) => all.filter((o) => onDay(o, day, timeZone));
  const dayLabel = (day: string, opts: Intl.DateTimeFormatOptions) =>
    intl.formatDate(`${day}T12:00:00Z`, { ...opts, timeZone: 'UTC' });
  const open = (o: TCalendarOccurrence) =>
    setEditing({ eventId: o.eventId!, day: today, ...(o.repeating ? { occurrence: o.start } : {}) });

  const heading =
    view === 'month'
      ? dayLabel(`${anchor.slice(0, 7)}-15`, { month: 'long', year: 'numeric' })
      : `${dayLabel(days[0]!, { day: 'numeric', month: 'short' })} – ${dayLabel(days.at(-1)!, { day: 'numeric', month: 'short', year: 'numeric' })}`;
  const weekHeader = days.slice(0, 7);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {intl.formatMessage(communicationScreenMessages.calendar)}
      </Title>
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Button variant="default" size="sm" onClick={() => setAnchor(moveAnchor(view, anchor, -1))} aria-label={intl.formatMessage(m.previous)}>
            <IconChevronLeft size={16} aria-hidden />
          </Button>
          <Button variant="default" size="sm" onClick={() => setAnchor(today)}>
            {intl.formatMessage(m.today)}
          </Button>
          <Button variant="default" size="sm" onClick={() => setAnchor(moveAnchor(view, anchor, 1))} aria-label={intl.formatMessage(m.next)}>
            <IconChevronRight size={16} aria-hidden />
          </Button>
          <Text fw={600} aria-live="polite" data-testid="calendar-heading">
            {heading}
          </Text>
        </Group>
        <Group gap="xs">
          <SegmentedControl
            size="sm"
            aria-label={intl.formatMessage(m.view)}
            value={view}
            onChange={(v) => setView(v as TCalendarView)}
            data={CALENDAR_VIEWS.map((v) => ({
              value: v,
              label: intl.formatMessage({ month: m.viewMonth, week: m.viewWeek, list: m.viewList }[v]),
            }))}
          />
          {canWrite && (
            <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ day: today })}>
              {intl.formatMessage(m.addEvent)}
            </Button>
          )}
        </Group>
      </Group>

      {view === 'list' ? (
        <Stack gap="sm" data-testid="calendar-list">
          {days.filter((d) => dayOf(d).length > 0).length === 0 && !occurrences.isLoading ? (
            <Text c="dimmed">{intl.formatMessage(m.empty)}</Text>
          ) : (
            days
              .filter((d) => dayOf(d).length > 0)
              .map((d) => (
                <section key={d} aria-label={dayLabel(d, { dateStyle: 'full' })}>
                  <Text fw={600} size="sm" c={d === today ? 'blue.8' : undefined}>
                    {dayLabel(d, { weekday: 'long', day: 'numeric', month: 'long' })}
                  </Text>
                  <Stack gap={4} pl="sm" mt={4}>
                    {dayOf(d).map((o) => (
                      <OccurrenceChip key={o.key} occurrence={o} accountId={accountId} onOpen={open} />
                    ))}
                  </Stack>
                </section>
              ))
          )}
        </Stack>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table
            data-testid={`calendar-${view}`}
            style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', minWidth: 560 }}
          >
            <caption style={{ position: 'absolute', left: -10000 }}>{heading}</caption>
            <thead>
              <tr>
                {weekHeader.map((d) => (
                  <th key={d} scope="col" style={{ padding: 4, fontWeight: 600, fontSize: 13, textAlign: 'start' }} data-testid="calendar-weekday">
                    {dayLabel(d, { weekday: 'short' })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: days.length / 7 }, (_, w) => (
                <tr key={w}>
                  {days.slice(w * 7, w * 7 + 7).map((d) => {
                    const items = dayOf(d);
                    const shown = view === 'month' ? items.slice(0, CELL_MAX) : items;
                    const outside = view === 'month' && d.slice(0, 7) !== anchor.slice(0, 7);
                    return (
                      <td
                        key={d}
                        data-day={d}
                        style={{
                          verticalAlign: 'top',
                          border: '1px solid var(--mantine-color-gray-3)',
                          padding: 4,
                          height: view === 'month' ? 96 : 240,
                          background: d === today ? 'var(--mantine-color-blue-0)' : undefined,
                        }}
                      >
                        <Text size="xs" fw={d === today ? 700 : 500} c={outside ? 'gray.7' : undefined}>
                          {view === 'week' ? dayLabel(d, { day: 'numeric', month: 'short' }) : Number(d.slice(8))}
                        </Text>
                        <Stack gap={2}>
                          {shown.map((o) => (
                            <OccurrenceChip key={o.key} occurrence={o} accountId={accountId} compact={view === 'month'} onOpen={open} />
                          ))}
                          {items.length > shown.length && (
                            <Anchor
                              component="button"
                              type="button"
                              size="xs"
                              onClick={() => {
                                setAnchor(d);
                                setView('week');
                              }}
                            >
                              {intl.formatMessage(m.moreEvents, { n: items.length - shown.length })}
                            </Anchor>
                          )}
                        </Stack>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Group>
        <Button
          component="a"
          variant="default"
          size="sm"
          href={`${calendarPaths.export}?account_id=${encodeURIComponent(accountId)}`}
          download
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {intl.formatMessage(m.download)}
        </Button>
      </Group>
      <SubscriptionPanel accountId={accountId} />

      {editing && (editing.eventId === undefined || opened.data) && (
        <EventModal
          key={editing.eventId ?? 'new'}
          accountId={accountId}
          event={editing.eventId ? opened.data : undefined}
          occurrence={editing.occurrence}
          day={editing.day}
          opened
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}
