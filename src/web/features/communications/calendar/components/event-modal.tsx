import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Group,
  Modal,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ZCalendarEventRequest, type TCalendarEvent } from '../../../../../shared/contracts/calendar.ts';
import { CALENDAR_SEVERITIES, WEEKDAYS, REPEAT_FREQUENCIES, type TWeekday } from '../../../../../shared/domain/calendar.ts';
import { validationMessages } from '../../../../../shared/domain/validation.ts';
import { zonedDay } from '../../../../../shared/domain/time-zone.ts';
import { firstDayOfWeek } from '../../../../../shared/i18n/calendar-week.ts';
import { useLocale } from '../../../../lib/locale.tsx';
import { ApiError } from '../../../../lib/http.ts';
import { formatFieldMessage, serverFieldMessages, zodFieldErrors } from '../../../../lib/field-messages.ts';
import { useErrorMessage } from '../../../../ui/use-error-message.ts';
import { useEventMutations } from '../api/use-calendar.ts';
import { calendarPageMessages as m, severityMessages } from '../calendar-messages.ts';
import { emptyEventForm, eventFormOf, instantOf, toEventRequest, type TEventFormValues } from '../event-form.ts';

const FIELD_LABELS = {
  title: m.title,
  start: m.start,
  end: m.end,
  severity: m.severity,
  message: m.message,
  repeat: m.repeat,
} as const;

/** Weekday names in the locale, for the RFC 5545 codes (2026-11-30 was a Monday). */
function weekdayName(locale: string, code: TWeekday): string {
  const i = WEEKDAYS.indexOf(code);
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 30 + i)));
}

/**
 * Create or change an event (spec section 3, Calendar event): title, all day or a time, severity,
 * message, and the repeat options (every N days, weeks, months or years, on weekdays, until a date
 * or after N occurrences, or never). The shared schema judges it as the server does, the spec's
 * messages under each field; the server's answer lands in the same places.
 */
export function EventModal(props: {
  accountId: string;
  /** The event to change, or undefined for a new one on `day`. */
  event: TCalendarEvent | undefined;
  /** The occurrence of a repeating event it was opened from (its start): it may be deleted alone. */
  occurrence?: string | undefined;
  day: string;
  opened: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { locale, timeZone } = useLocale();
  const errorMessage = useErrorMessage();
  const { save, remove } = useEventMutations();
  const [values, setValues] = useState<TEventFormValues>(() =>
    props.event ? eventFormOf(props.event, timeZone) : emptyEventForm(props.day),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  /** Changes a value; its field's message (and the repeat's, for a repeat option) goes until the next check. */
  const set = <K extends keyof TEventFormValues>(key: K, value: TEventFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    const field = ['freq', 'interval', 'weekdays', 'ends', 'until', 'count'].includes(key) ? 'repeat' : key;
    setErrors((e) => (field in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== field)) : e));
  };
  const label = (field: string) =>
    field in FIELD_LABELS ? intl.formatMessage(FIELD_LABELS[field as keyof typeof FIELD_LABELS]) : field;
  const readOnly = props.event !== undefined && !props.event.editable;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    const request = toEventRequest(values, props.accountId, timeZone);
    const parsed = ZCalendarEventRequest.safeParse(request);
    const found = parsed.success ? {} : zodFieldErrors(intl, parsed.error.issues, label);
    // The spec's rule that needs today: a new or moved start not in the past.
    const today = zonedDay(Date.now(), timeZone);
    const startDay = values.allDay ? values.start : (instantOf(values.start, timeZone) ?? '').slice(0, 10);
    const moved = !props.event || props.event.start !== request.start;
    if (!found.start && moved && startDay && (values.allDay ? values.start < today : Date.parse(String(request.start)) < Date.now() - 60_000)) {
      found.start = intl.formatMessage(validationMessages.eventInPast);
    }
    if (!found.repeat && values.freq !== 'none' && values.ends === 'until' && values.until && values.until < today) {
      found.repeat = intl.formatMessage(validationMessages.endBeforeToday);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({ id: props.event?.id, body: request });
      props.onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? serverFieldMessages(error.content?.fields) : {};
      const shown: Record<string, string> = {};
      for (const [field, message] of Object.entries(fields)) shown[field] = formatFieldMessage(intl, message, label(field));
      setErrors(shown);
      if (Object.keys(shown).length === 0) setFailure(errorMessage(error));
    }
  };

  const del = async (occurrence?: string) => {
    try {
      await remove.mutateAsync({ id: props.event!.id, accountId: props.accountId, occurrence });
      props.onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const first = firstDayOfWeek(locale);
  const orderedDays = first === 0 ? (['SU', ...WEEKDAYS.slice(0, 6)] as TWeekday[]) : [...WEEKDAYS];
  const dateType = values.allDay ? 'date' : 'datetime-local';

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={intl.formatMessage(props.event ? (readOnly ? m.eventDetails : m.editEvent) : m.addEvent)}
      size="lg"
      closeButtonProps={{ 'aria-label': intl.formatMessage(m.cancel) }}
    >
      <form onSubmit={submit} noValidate data-testid="event-form">
        <Stack gap="sm">
          {readOnly && (
            <Alert color="gray" variant="light">
              {intl.formatMessage(m.readOnly)}
            </Alert>
          )}
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="sm">
              <TextInput
                name="title"
                label={label('title')}
                required
                value={values.title}
                onChange={(e) => set('title', e.currentTarget.value)}
                error={errors.title}
                data-autofocus
              />
              <Checkbox
                name="allDay"
                label={intl.formatMessage(m.allDay)}
                checked={values.allDay}
                onChange={(e) => {
                  const allDay = e.currentTarget.checked;
                  setValues((v) => ({
                    ...v,
                    allDay,
                    start: allDay ? v.start.slice(0, 10) : `${v.start.slice(0, 10)}T09:00`,
                    end: v.end ? (allDay ? v.end.slice(0, 10) : `${v.end.slice(0, 10)}T10:00`) : '',
                  }));
                }}
              />
              <Group grow align="flex-start" wrap="wrap">
                <TextInput
                  name="start"
                  type={dateType}
                  label={label('start')}
                  required
                  value={values.start}
                  onChange={(e) => set('start', e.currentTarget.value)}
                  error={errors.start}
                  miw={200}
                />
                <TextInput
                  name="end"
                  type={dateType}
                  label={label('end')}
                  value={values.end}
                  onChange={(e) => set('end', e.currentTarget.value)}
                  error={errors.end}
                  miw={200}
                />
              </Group>
              <Select
                name="severity"
                label={label('severity')}
                data={CALENDAR_SEVERITIES.map((s) => ({ value: s, label: intl.formatMessage(severityMessages[s]) }))}
                value={values.severity}
                onChange={(v) => v && set('severity', v as TEventFormValues['severity'])}
                allowDeselect={false}
                error={errors.severity}
              />
              <Textarea
                name="message"
                label={label('message')}
                value={values.message}
                onChange={(e) => set('message', e.currentTarget.value)}
                error={errors.message}
                autosize
                minRows={2}
              />
              <Select
                name="repeat"
                label={label('repeat')}
                data={[
                  { value: 'none', label: intl.formatMessage(m.repeatNone) },
                  ...REPEAT_FREQUENCIES.map((f) => ({
                    value: f,
                    label: intl.formatMessage(
                      { daily: m.repeatDaily, weekly: m.repeatWeekly, monthly: m.repeatMonthly, yearly: m.repeatYearly }[f],
                    ),
                  })),
                ]}
                value={values.freq}
                onChange={(v) => v && set('freq', v as TEventFormValues['freq'])}
                allowDeselect={false}
                error={values.freq === 'none' ? errors.repeat : undefined}
              />
              {values.freq !== 'none' && (
                <Stack gap="xs" data-testid="repeat-options">
                  <NumberInput
                    name="interval"
                    label={intl.formatMessage(m.interval)}
                    min={1}
                    max={99}
                    value={values.interval}
                    onChange={(v) => set('interval', String(v))}
                    maw={320}
                  />
                  {(values.freq === 'daily' || values.freq === 'weekly') && (
                    <div role="group" aria-label={intl.formatMessage(m.weekdays)}>
                      <Text size="sm" fw={500} mb={4}>
                        {intl.formatMessage(m.weekdays)}
                      </Text>
                      <Chip.Group multiple value={values.weekdays} onChange={(v) => set('weekdays', v as TWeekday[])}>
                        <Group gap={6}>
                          {orderedDays.map((d) => (
                            <Chip key={d} value={d} size="sm">
                              {weekdayName(locale, d)}
                            </Chip>
                          ))}
                        </Group>
                      </Chip.Group>
                    </div>
                  )}
                  <Radio.Group
                    name="ends"
                    label={intl.formatMessage(m.ends)}
                    value={values.ends}
                    onChange={(v) => set('ends', v as TEventFormValues['ends'])}
                  >
                    <Group gap="md" mt={4}>
                      <Radio value="never" label={intl.formatMessage(m.endsNever)} />
                      <Radio value="until" label={intl.formatMessage(m.endsUntil)} />
                      <Radio value="count" label={intl.formatMessage(m.endsCount)} />
                    </Group>
                  </Radio.Group>
                  {values.ends === 'until' && (
                    <TextInput
                      name="until"
                      type="date"
                      label={intl.formatMessage(m.until)}
                      value={values.until}
                      onChange={(e) => set('until', e.currentTarget.value)}
                      w={200}
                    />
                  )}
                  {values.ends === 'count' && (
                    <NumberInput
                      name="count"
                      label={intl.formatMessage(m.count)}
                      min={1}
                      max={999}
                      value={values.count}
                      onChange={(v) => set('count', String(v))}
                      w={200}
                    />
                  )}
                  {errors.repeat && (
                    <Text c="red.8" size="sm" role="alert" data-testid="repeat-error">
                      {errors.repeat}
                    </Text>
                  )}
                </Stack>
              )}
            </Stack>
          </fieldset>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="space-between" mt="sm">
            {props.event && !readOnly ? (
              props.occurrence && props.event.repeat ? (
                <Group gap={4}>
                  <Button variant="subtle" color="red" onClick={() => void del(props.occurrence)} loading={remove.isPending} data-testid="delete-occurrence">
                    {intl.formatMessage(m.deleteOccurrence, {
                      date:
                        props.occurrence.length === 10
                          ? intl.formatDate(`${props.occurrence}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })
                          : intl.formatDate(props.occurrence, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
                    })}
                  </Button>
                  <Button variant="subtle" color="red" onClick={() => void del()} loading={remove.isPending} data-testid="delete-series">
                    {intl.formatMessage(m.deleteSeries)}
                  </Button>
                </Group>
              ) : (
                <Button variant="subtle" color="red" onClick={() => void del()} loading={remove.isPending}>
                  {intl.formatMessage(m.delete)}
                </Button>
              )
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={props.onClose}>
                {intl.formatMessage(m.cancel)}
              </Button>
              {!readOnly && (
                <Button type="submit" loading={save.isPending}>
                  {intl.formatMessage(m.save)}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
