import { ActionIcon, Group, Select, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PAGE_SIZES } from '../../../shared/contracts/list.ts';
import { dataTableMessages as m } from './data-table-messages.ts';
import { pageCount, parsePageInput, shownRange } from './pager-range.ts';

export interface TPagerProps {
  /** 0-based page. */
  page: number;
  limit: number;
  total: number;
  rowsOnPage: number;
  disabled?: boolean;
  /** Moves to a 0-based page (neighbours by cursor, jumps by offset: the caller decides). */
  onPage(page: number): void;
  onLimit(limit: number): void;
}

/** Page size, 'Showing {from}-{to} of {total}', previous/next and a page-number jump. */
export function Pager(props: TPagerProps) {
  const intl = useIntl();
  const pages = pageCount(props.total, props.limit);
  const range = shownRange(props.page, props.limit, props.rowsOnPage, props.total);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const shown = typed ?? String(props.page + 1);
  const jump = (e?: FormEvent) => {
    e?.preventDefault();
    const target = parsePageInput(shown, pages);
    setTyped(undefined);
    if (target !== undefined && target !== props.page) props.onPage(target);
  };
  const fmt = (n: number) => intl.formatNumber(n);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="pager">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" component="label" htmlFor="pager-size">
          {intl.formatMessage(m.rowsPerPage)}
        </Text>
        <Select
          id="pager-size"
          size="xs"
          w={76}
          data={PAGE_SIZES.map(String)}
          value={String(props.limit)}
          allowDeselect={false}
          onChange={(v) => v && props.onLimit(Number(v))}
          comboboxProps={{ withinPortal: true }}
          data-testid="page-size"
        />
      </Group>
      <Text size="sm" aria-live="polite" data-testid="pager-range">
        {intl.formatMessage(m.showing, { from: fmt(range.from), to: fmt(range.to), total: fmt(range.total) })}
      </Text>
      <Group gap={6} wrap="nowrap" component="nav" aria-label={intl.formatMessage(m.pagination)}>
        <ActionIcon
          variant="default"
          aria-label={intl.formatMessage(m.previous)}
          disabled={props.disabled || props.page <= 0}
          onClick={() => props.onPage(props.page - 1)}
          data-testid="page-prev"
        >
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        <form onSubmit={jump} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <TextInput
            size="xs"
            w={64}
            inputMode="numeric"
            aria-label={intl.formatMessage(m.goToPage)}
            value={shown}
            onChange={(e) => setTyped(e.currentTarget.value.replace(/\D+/g, ''))}
            onBlur={() => jump()}
            disabled={props.disabled}
            styles={{ input: { textAlign: 'center' } }}
            data-testid="page-input"
          />
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {intl.formatMessage(m.ofPages, { pages: fmt(pages) })}
          </Text>
        </form>
        <ActionIcon
          variant="default"
          aria-label={intl.formatMessage(m.next)}
          disabled={props.disabled || props.page + 1 >= pages}
          onClick={() => props.onPage(props.page + 1)}
          data-testid="page-next"
        >
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
