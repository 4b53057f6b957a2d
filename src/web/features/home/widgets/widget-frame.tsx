import { defineMessages } from '../../../../shared/i18n/define.ts';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEyeOff } from '@tabler/icons-react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../../../shared/i18n/common-messages.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { WidgetErrorBoundary } from './widget-error-boundary.tsx';
import { WidgetLoading } from './widget-loading.tsx';

const messages = defineMessages({
  moveUp: { id: 'Dashboard.moveUp', defaultMessage: 'Move {title} up' },
  moveDown: { id: 'Dashboard.moveDown', defaultMessage: 'Move {title} down' },
  hide: { id: 'Dashboard.hide', defaultMessage: 'Hide {title}' },
});

function WidgetFailed(props: { error: unknown; retry(): void; widgetId: string }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={intl.formatMessage(commonMessages.dataFetchError)}
      data-testid={`widget-error-${props.widgetId}`}
    >
      <Stack gap="xs" align="flex-start">
        {errorMessage(props.error)}
        <Button size="xs" variant="white" color="red" onClick={props.retry}>
          {intl.formatMessage(commonMessages.tryAgain)}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The frame of one widget: its title, the move and hide buttons while customizing, and its own
 * error boundary and retry, so one failing widget never breaks the others.
 */
export function WidgetFrame(props: {
  id: string;
  title: string;
  editing: boolean;
  first: boolean;
  last: boolean;
  onMove(by: -1 | 1): void;
  onHide(): void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const headingId = `widget-title-${props.id}`;
  const values = { title: props.title };
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      data-widget={props.id}
      h="100%"
    >
      <Group justify="space-between" wrap="nowrap" mb="sm" gap="xs" align="flex-start">
        <Title order={2} size="h4" id={headingId}>
          {props.title}
        </Title>
        {props.editing && (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              onClick={() => props.onMove(-1)}
              disabled={props.first}
              aria-label={intl.formatMessage(messages.moveUp, values)}
              data-widget-move={`${props.id}-up`}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              onClick={() => props.onMove(1)}
              disabled={props.last}
              aria-label={intl.formatMessage(messages.moveDown, values)}
              data-widget-move={`${props.id}-down`}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              onClick={props.onHide}
              aria-label={intl.formatMessage(messages.hide, values)}
              data-widget-hide={props.id}
            >
              <IconEyeOff size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
      <QueryErrorResetBoundary>
        {({ reset }) => (
          <WidgetErrorBoundary
            onReset={reset}
            fallback={(error, retry) => <WidgetFailed error={error} retry={retry} widgetId={props.id} />}
          >
            <Suspense fallback={<WidgetLoading />}>{props.children}</Suspense>
          </WidgetErrorBoundary>
        )}
      </QueryErrorResetBoundary>
    </Paper>
  );
}
