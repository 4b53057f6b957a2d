import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import formClasses from '../form/form.module.css';
import { filterBarMessages as m } from './filter-bar-messages.ts';
import { NOTICE_COLOR } from './filter-notice.tsx';

/**
 * One filter as a compact button ('Status' or 'Status: Open +1') opening its inputs in a popover,
 * so a list with many filters keeps them on one line above the table. A summary too long for the
 * button (a date range in a narrow window) is cut with an ellipsis and shown whole on hover.
 * A filter the list did not apply (an incorrect date) keeps what was typed, so it can be mended,
 * but is drawn in the notice's colour and described by the notice that says why.
 */
export function FilterTrigger(props: {
  id: string;
  label: string;
  summary: string | undefined;
  onClear(): void;
  children: ReactNode;
  width?: number;
  /** The id of the notice explaining that the list did not apply this filter, when it did not. */
  notAppliedNoticeId?: string;
}) {
  const intl = useIntl();
  const active = props.summary !== undefined;
  const text = active ? intl.formatMessage(m.active, { label: props.label, summary: props.summary! }) : props.label;
  return (
    <Popover
      position="bottom-start"
      // Above the button only when it fits there: a date filter with its calendar open is taller
      // than a phone's screen, and flipped up it would start above the page, out of reach. Below,
      // the page scrolls to it.
      middlewares={{ flip: { fallbackStrategy: 'initialPlacement' }, shift: true }}
      shadow="md"
      withArrow
      trapFocus
      returnFocus
      width={props.width ?? 280}
    >
      <Popover.Target>
        <Button
          size="sm"
          variant={active ? 'light' : 'default'}
          color={props.notAppliedNoticeId ? NOTICE_COLOR : undefined}
          aria-describedby={props.notAppliedNoticeId}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          maw="min(360px, 100%)"
          styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          title={active ? text : undefined}
          data-testid={`filter-${props.id}`}
          data-active={active || undefined}
          data-not-applied={props.notAppliedNoticeId ? true : undefined}
        >
          {text}
        </Button>
      </Popover.Target>
      <Popover.Dropdown className={formClasses.form}>
        <Stack gap="sm" role="group" aria-label={props.label} data-testid={`filter-panel-${props.id}`}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600}>
              {props.label}
            </Text>
            {active && (
              <Button size="compact-xs" variant="subtle" onClick={props.onClear}>
                {intl.formatMessage(m.clearOne)}
              </Button>
            )}
          </Group>
          {props.children}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
