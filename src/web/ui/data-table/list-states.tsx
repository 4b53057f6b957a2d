import { Alert, Button, Center, Code, Stack, Text } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../../shared/i18n/common-messages.ts';
import { useErrorMessage } from '../use-error-message.ts';
import { dataTableMessages as m } from './data-table-messages.ts';

/** Filters of the address the list refused (an old or mistyped link, at least one), and the way to drop them. */
export interface TUnsupportedFilters {
  keys: readonly string[];
  onRemove(): void;
}

/**
 * A list that could not be loaded: the reason, translated, and a retry. The same in every view.
 * When the address asks for filters the list does not have, trying again cannot help: the
 * filters are named and removing them is offered instead.
 */
export function ListError(props: { error: unknown; onRetry(): void; unsupportedFilters?: TUnsupportedFilters }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const unsupported = props.unsupportedFilters;
  const shown = unsupported
    ? {
        reason: intl.formatMessage(m.unsupportedFilters, {
          count: unsupported.keys.length,
          keys: <>{intl.formatList(unsupported.keys.map((k) => <Code key={k}>{k}</Code>), { type: 'conjunction' })}</>,
        }),
        action: intl.formatMessage(m.removeUnsupportedFilters, { count: unsupported.keys.length }),
        onAction: unsupported.onRemove,
        testId: 'table-remove-filters',
      }
    : { reason: errorMessage(props.error), action: intl.formatMessage(m.retry), onAction: props.onRetry, testId: 'table-retry' };
  return (
    <Alert color="red" variant="light" role="alert" title={intl.formatMessage(m.loadError)} data-testid="table-error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{shown.reason}</Text>
        <Button size="xs" variant="white" color="red" onClick={shown.onAction} data-testid={shown.testId}>
          {shown.action}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * A page without rows, the same in every view: nothing matches the filters or the search (what to
 * try instead), or rows match (`total`) but the page asked for lies past the end (an old link, a
 * list that shrank): the way back to its first page.
 */
export function ListEmpty(props: { total?: number; onFirstPage?(): void }) {
  const intl = useIntl();
  if (props.total && props.onFirstPage) {
    return (
      <Center py="xl" data-testid="table-past-end">
        <Stack align="center" gap="xs">
          <Text fw={600}>{intl.formatMessage(m.pastEnd)}</Text>
          <Button size="xs" variant="light" onClick={props.onFirstPage} data-testid="table-first-page">
            {intl.formatMessage(m.firstPage)}
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center py="xl" data-testid="table-empty">
      <Stack align="center" gap={4}>
        <IconListSearch size={32} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={600}>{intl.formatMessage(m.empty)}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {intl.formatMessage(m.emptyHint)}
        </Text>
      </Stack>
    </Center>
  );
}

/** Data that could not be fetched, with a retry: the short form of the screens outside the lists. */
export function FetchError(props: { onRetry(): void }) {
  const intl = useIntl();
  return (
    <Alert color="red" role="alert" title={intl.formatMessage(commonMessages.dataFetchError)}>
      <Button size="xs" variant="white" color="red" onClick={props.onRetry}>
        {intl.formatMessage(commonMessages.tryAgain)}
      </Button>
    </Alert>
  );
}
