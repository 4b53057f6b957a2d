import { defineMessages } from '../../../../shared/i18n/define.ts';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEyeOff, IconGripVertical } from '@tabler/icons-react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Suspense, type PointerEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../../../shared/i18n/common-messages.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import classes from '../drag/widget-drag.module.css';
import { WidgetErrorBoundary } from './widget-error-boundary.tsx';
import { WidgetLoading } from '../../../ui/widgets/widget-loading.tsx';

const messages = defineMessages({
  moveUp: { id: 'Dashboard.moveUp', defaultMessage: 'Move {title} up' },
  moveDown: { id: 'Dashboard.moveDown', defaultMessage: 'Move {title} down' },
  hide: { id: 'Dashboard.hide', defaultMessage: 'Hide {title}' },
  dragHandle: { id: 'Dashboard.dragHandle', defaultMessage: 'Drag to move {title}' },
  dropHere: { id: 'Dashboard.dropHere', defaultMessage: 'Drop to place {title} here' },
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

/** Drag and drop state of one widget (see useWidgetDrag). */
export interface TWidgetFrameDrag {
  /** Pointer down on the drag handle. */
  onHandlePointerDown(event: PointerEvent<HTMLElement>): void;
  /** Whether a drag is under way (any widget): the handle's tooltip stays closed. */
  active: boolean;
  /** This widget is being dragged ('source'), or the dragged one would take its place ('target'). */
  state?: 'source' | 'target';
  /** The dragged widget's title, on the target. */
  draggedTitle?: string;
}

/**
 * The frame of one widget: its title, the drag handle, move and hide buttons while customizing,
 * and its own error boundary and retry, so one failing widget never breaks the others. The handle
 * is for pointers only (mouse, pen, touch), out of the tab order: the move buttons next to it are
 * the keyboard's way to do the same.
 */
export function WidgetFrame(props: {
  id: string;
  title: string;
  editing: boolean;
  first: boolean;
  last: boolean;
  onMove(by: -1 | 1): void;
  onHide(): void;
  drag?: TWidgetFrameDrag;
  children: ReactNode;
}) {
  const intl = useIntl();
  const headingId = `widget-title-${props.id}`;
  const values = { title: props.title };
  const { drag } = props;
  const dragLabel = intl.formatMessage(messages.dragHandle, values);
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      data-widget={props.id}
      data-drag={drag?.state}
      className={classes.frame}
      h="100%"
    >
      {drag?.state === 'target' && drag.draggedTitle !== undefined && (
        <div className={classes.dropOverlay} aria-hidden data-testid="widget-drop-indicator">
          <span className={classes.dropLabel}>
            {intl.formatMessage(messages.dropHere, { title: drag.draggedTitle })}
          </span>
        </div>
      )}
      <Group justify="space-between" wrap="nowrap" mb="sm" gap="xs" align="flex-start">
        <Group gap={6} wrap="nowrap" align="flex-start" miw={0}>
          {props.editing && drag && (
            <Tooltip label={dragLabel} disabled={drag.active} openDelay={300} withinPortal>
              <ActionIcon
                variant="subtle"
                color="gray"
                className={classes.handle}
                // A finger on the handle drags the widget instead of scrolling the page (set here,
                // as the button's own `touch-action: manipulation` could win in the cascade).
                style={{ touchAction: 'none' }}
                onPointerDown={drag.onHandlePointerDown}
                tabIndex={-1}
                aria-label={dragLabel}
                data-widget-drag={props.id}
              >
                <IconGripVertical size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          <Title order={2} size="h4" id={headingId}>
            {props.title}
          </Title>
        </Group>
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
