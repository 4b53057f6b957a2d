import { Group, Paper, Portal, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { RefObject } from 'react';
import classes from './widget-drag.module.css';

/**
 * The dragged widget's title following the pointer during a drag (positioned by useWidgetDrag).
 * Only a picture of the drag: hidden from assistive technology, which uses the move buttons.
 */
export function WidgetDragPreview(props: { title: string; previewRef: RefObject<HTMLDivElement | null> }) {
  return (
    <Portal>
      <Paper
        ref={props.previewRef}
        className={classes.preview}
        shadow="lg"
        radius="md"
        px="sm"
        py={6}
        aria-hidden
        data-testid="widget-drag-preview"
      >
        <Group gap={6} wrap="nowrap">
          <IconGripVertical size={16} aria-hidden />
          <Text fw={600} size="sm" truncate>
            {props.title}
          </Text>
        </Group>
      </Paper>
    </Portal>
  );
}
