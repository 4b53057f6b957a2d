import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { TListColumn } from '../../../shared/contracts/list.ts';
import { columnLabel } from './cell-format.ts';
import { defaultColumns, toggleColumn } from './column-visibility.ts';
import { dataTableMessages as m } from './data-table-messages.ts';

/** Show or hide columns; the choice is remembered per list by the caller. */
export function ColumnChooser(props: {
  columns: readonly TListColumn[];
  visible: readonly string[];
  onChange(ids: string[]): void;
}) {
  const intl = useIntl();
  return (
    <Popover position="bottom-end" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button variant="default" size="sm" leftSection={<IconColumns3 size={16} aria-hidden />} data-testid="column-chooser">
          {intl.formatMessage(m.columns)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-labelledby="column-chooser-title" miw={200}>
          <Text id="column-chooser-title" size="sm" fw={600}>
            {intl.formatMessage(m.columnsTitle)}
          </Text>
          {props.columns.map((c) => {
            const checked = props.visible.includes(c.id);
            return (
              <Checkbox
                key={c.id}
                label={columnLabel(intl, c)}
                checked={checked}
                disabled={checked && props.visible.length === 1}
                onChange={() => props.onChange(toggleColumn(props.visible, c.id, props.columns))}
                data-testid={`column-toggle-${c.id}`}
              />
            );
          })}
          <Button variant="subtle" size="xs" onClick={() => props.onChange(defaultColumns(props.columns))}>
            {intl.formatMessage(m.columnsReset)}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
