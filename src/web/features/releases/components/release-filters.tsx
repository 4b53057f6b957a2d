import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TQueryStateApi } from '../../../lib/use-query-state.ts';

const messages = defineMessages({
  search: { id: 'WhatsNew.search', defaultMessage: 'Search the release notes' },
  year: { id: 'WhatsNew.year', defaultMessage: 'Year' },
  allYears: { id: 'WhatsNew.allYears', defaultMessage: 'All years' },
});

/** The What's New filters: free text (`q`) and year (`filter.year`), kept in the address. */
export function ReleaseFilters(props: { query: TQueryStateApi; years: string[] }) {
  const intl = useIntl();
  const { query } = props;
  const q = query.get('q') ?? '';
  const [text, setText] = useState(q);
  // The address changes on its own too (back, forward, reload): follow it.
  useEffect(() => setText(q), [q]);
  const commit = useDebouncedCallback(
    (value: string) => query.set({ q: value.trim() }, { replace: true }),
    300,
  );
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label={intl.formatMessage(messages.search)}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          commit(e.currentTarget.value);
        }}
        w={{ base: '100%', sm: 360 }}
        data-testid="whats-new-q"
        type="search"
      />
      <Select
        label={intl.formatMessage(messages.year)}
        data={[
          { value: '', label: intl.formatMessage(messages.allYears) },
          ...props.years.map((y) => ({ value: y, label: y })),
        ]}
        value={query.get('filter.year') ?? ''}
        onChange={(v) => query.set({ filter: { year: v ?? '' } })}
        allowDeselect={false}
        w={{ base: '100%', sm: 160 }}
        data-testid="whats-new-year"
      />
    </Group>
  );
}
