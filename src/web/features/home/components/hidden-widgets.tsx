import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useIntl } from 'react-intl';

const messages = defineMessages({
  title: { id: 'Dashboard.hiddenWidgets', defaultMessage: 'Hidden widgets' },
  none: { id: 'Dashboard.noHiddenWidgets', defaultMessage: 'No widget is hidden.' },
  show: { id: 'Dashboard.show', defaultMessage: 'Show {title}' },
  reset: { id: 'Dashboard.reset', defaultMessage: 'Restore the default layout' },
});

/** While customizing: the hidden widgets, each with a button to show it again, and a reset. */
export function HiddenWidgets(props: {
  hidden: { id: string; title: string }[];
  onShow(id: string): void;
  onReset(): void;
}) {
  const intl = useIntl();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="hidden-widgets-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="hidden-widgets-title">
          {intl.formatMessage(messages.title)}
        </Title>
        {props.hidden.length === 0 ? (
          <Text c="dimmed">{intl.formatMessage(messages.none)}</Text>
        ) : (
          <Group gap="sm">
            {props.hidden.map((w) => (
              <Button
                key={w.id}
                variant="light"
                leftSection={<IconEye size={16} aria-hidden />}
                onClick={() => props.onShow(w.id)}
                data-widget-show={w.id}
              >
                {intl.formatMessage(messages.show, { title: w.title })}
              </Button>
            ))}
          </Group>
        )}
        <Button variant="subtle" w="fit-content" onClick={props.onReset}>
          {intl.formatMessage(messages.reset)}
        </Button>
      </Stack>
    </Paper>
  );
}
