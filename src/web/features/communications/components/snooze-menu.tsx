import { ActionIcon, Button, Group, Menu, Modal, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../../shared/i18n/define.ts';
import { commonMessages } from '../../../../shared/i18n/common-messages.ts';
import { notificationValidationMessages } from '../../../../shared/i18n/notification-messages.ts';

export const snoozeMessages = defineMessages({
  snooze: { id: 'Notifications.snooze', defaultMessage: 'Snooze' },
  snoozeOne: { id: 'Notifications.snoozeOne', defaultMessage: 'Snooze {title}' },
  hour: { id: 'Notifications.snooze.hour', defaultMessage: 'For 1 hour' },
  tomorrow: { id: 'Notifications.snooze.tomorrow', defaultMessage: 'Until tomorrow 8:00' },
  nextWeek: { id: 'Notifications.snooze.nextWeek', defaultMessage: 'Until next week (Monday 8:00)' },
  chosen: { id: 'Notifications.snooze.chosen', defaultMessage: 'Until a time I choose…' },
  chooseTitle: { id: 'Notifications.snooze.chooseTitle', defaultMessage: 'Snooze until' },
  until: { id: 'Notifications.snooze.until', defaultMessage: 'Date and time' },
});

/** The preset times: in an hour, tomorrow at 8:00, next Monday at 8:00 (the browser's time). */
export function snoozePresets(now: Date = new Date()): { hour: Date; tomorrow: Date; nextWeek: Date } {
  const at8 = (d: Date) => {
    const x = new Date(d);
    x.setHours(8, 0, 0, 0);
    return x;
  };
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  const monday = new Date(now);
  monday.setDate(now.getDate() + (((8 - now.getDay()) % 7) || 7));
  return { hour: new Date(now.getTime() + 3_600_000), tomorrow: at8(tomorrow), nextWeek: at8(monday) };
}

/** A menu of snooze times; `onSnooze` gets the chosen time. `label` names what is snoozed. */
export function SnoozeMenu(props: { label: string; onSnooze: (until: Date) => void; disabled?: boolean; button?: boolean }) {
  const intl = useIntl();
  const [choosing, setChoosing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const choose = () => {
    const until = new Date(value);
    if (!value || Number.isNaN(until.getTime()) || until.getTime() <= Date.now()) {
      setError(intl.formatMessage(notificationValidationMessages.snoozeInPast));
      return;
    }
    setChoosing(false);
    props.onSnooze(until);
  };
  const presets = snoozePresets();
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          {props.button ? (
            <Button variant="default" size="xs" leftSection={<IconClockPause size={16} aria-hidden />} disabled={props.disabled} data-testid="notifications-snooze-selected">
              {intl.formatMessage(snoozeMessages.snooze)}
            </Button>
          ) : (
            <Tooltip label={props.label}>
              <ActionIcon variant="subtle" aria-label={props.label} disabled={props.disabled} data-testid="notification-snooze">
                <IconClockPause size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => props.onSnooze(presets.hour)} data-testid="snooze-hour">
            {intl.formatMessage(snoozeMessages.hour)}
          </Menu.Item>
          <Menu.Item onClick={() => props.onSnooze(presets.tomorrow)} data-testid="snooze-tomorrow">
            {intl.formatMessage(snoozeMessages.tomorrow)}
          </Menu.Item>
          <Menu.Item onClick={() => props.onSnooze(presets.nextWeek)} data-testid="snooze-next-week">
            {intl.formatMessage(snoozeMessages.nextWeek)}
          </Menu.Item>
          <Menu.Item
            onClick={() => {
              setValue('');
              setError(null);
              setChoosing(true);
            }}
            data-testid="snooze-choose"
          >
            {intl.formatMessage(snoozeMessages.chosen)}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={choosing}
        onClose={() => setChoosing(false)}
        title={intl.formatMessage(snoozeMessages.chooseTitle)}
        closeButtonProps={{ 'aria-label': intl.formatMessage(commonMessages.close) }}
      >
        <Stack gap="sm">
          <TextInput
            type="datetime-local"
            label={intl.formatMessage(snoozeMessages.until)}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            data-autofocus
            data-testid="snooze-until"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChoosing(false)}>
              {intl.formatMessage(commonMessages.close)}
            </Button>
            <Button onClick={choose} data-testid="snooze-confirm">
              {intl.formatMessage(snoozeMessages.snooze)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
