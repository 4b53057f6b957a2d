import { Alert, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { TListColumn } from '../../../shared/contracts/list.ts';
import { columnLabel } from '../data-table/cell-format.ts';
import { filterBarMessages as m } from './filter-bar-messages.ts';
import { noticeColumns } from './filter-input.ts';

/** The notice's colour; a filter it speaks of is drawn in it too (filter-trigger.tsx). */
export const NOTICE_COLOR = 'yellow';

/**
 * The list engine's account of what it did with the filters (spec section 5): dropped ranges
 * (an incorrect date) and corrected ones (from after to), said gently above the list.
 */
export function FilterNotice(props: {
  /** The element id, so the filters it speaks of can point to it. */
  id: string;
  columns: readonly TListColumn[];
  applied: { dropped: readonly string[]; corrected: readonly string[] } | undefined;
}) {
  const intl = useIntl();
  if (!props.applied || (!props.applied.dropped.length && !props.applied.corrected.length)) return null;
  const list = (labels: string[]) => intl.formatList(labels, { type: 'conjunction' });
  const isDate = (c: TListColumn) => c.filter === 'dateRange';
  const dropped = noticeColumns(props.columns, props.applied.dropped);
  const droppedDates = dropped.columns.filter(isDate).map((c) => columnLabel(intl, c));
  const droppedOther = [
    ...dropped.columns.filter((c) => !isDate(c)).map((c) => columnLabel(intl, c)),
    ...dropped.unknownKeys,
  ];
  const fixed = noticeColumns(props.columns, props.applied.corrected);
  const corrected = [...fixed.columns.map((c) => columnLabel(intl, c)), ...fixed.unknownKeys];
  return (
    <Alert
      variant="light"
      color={NOTICE_COLOR}
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={intl.formatMessage(m.noticeTitle)}
      role="status"
      id={props.id}
      data-testid="filter-notice"
    >
      <Stack gap={4}>
        {droppedDates.length > 0 && (
          <Text size="sm">{intl.formatMessage(m.droppedDates, { fields: list(droppedDates) })}</Text>
        )}
        {droppedOther.length > 0 && (
          <Text size="sm">{intl.formatMessage(m.droppedValues, { fields: list(droppedOther) })}</Text>
        )}
        {corrected.length > 0 && (
          <Text size="sm">{intl.formatMessage(m.corrected, { fields: list(corrected) })}</Text>
        )}
      </Stack>
    </Alert>
  );
}
