import { Anchor, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../lib/http.ts';
import { StatePage } from '../state-page.tsx';
import { useErrorMessage } from '../use-error-message.ts';

/**
 * The frame of one record's page (a case, a ticket ...): the way back to its list (with the query
 * the list had, from the location state the list's links set), placeholders while it loads, a
 * state page when it cannot be read (403 and 404 say it is not there or not visible; any other
 * failure says what went wrong), then the page itself.
 */
export function DetailPage<T>(props: {
  query: UseQueryResult<T>;
  /** The list's address without a query. */
  listTo: string;
  backLabel: string;
  backTestId?: string;
  /** Heights of the placeholders under the title's while the record loads. */
  loadingHeights: readonly number[];
  /** When the record cannot be read: the state page's test id and title, and its text for 403/404. */
  unavailable: { testId: string; title: string; notFound: string };
  children(record: T, back: ReactNode): ReactNode;
}) {
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const back = (
    <Anchor component={Link} to={`${props.listTo}${listSearch}`} size="sm" data-testid={props.backTestId}>
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {props.backLabel}
      </Group>
    </Anchor>
  );
  const { query } = props;
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy>
        {back}
        <Skeleton height={28} width="50%" />
        {props.loadingHeights.map((h, i) => (
          <Skeleton key={i} height={h} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && [403, 404].includes(query.error.status);
    return (
      <StatePage
        testId={props.unavailable.testId}
        title={props.unavailable.title}
        body={notFound ? props.unavailable.notFound : errorMessage(query.error)}
        action={back}
      />
    );
  }
  return props.children(query.data, back);
}

/**
 * A record's page once read: the way back, its number, title and badges, then its main sections
 * beside (below, on a phone) its side sections.
 */
export function DetailLayout(props: {
  testId: string;
  back: ReactNode;
  /** The record's number line above the title. */
  number: ReactNode;
  numberTestId?: string;
  title: string;
  titleTestId?: string;
  badges: ReactNode;
  main: ReactNode;
  side: ReactNode;
}) {
  return (
    <Stack gap="md" data-testid={props.testId}>
      {props.back}
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={500} data-testid={props.numberTestId}>
          {props.number}
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid={props.titleTestId}>
          {props.title}
        </Title>
        <Group gap="xs">{props.badges}</Group>
      </Stack>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">{props.main}</Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">{props.side}</Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * One section of a record's page, named by its heading; `action` (a button, or false when the user
 * may not) goes beside the heading.
 */
export function DetailSection(props: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  const heading = (
    <Title order={2} size="h4" id={props.id} mb={props.action === undefined ? 'sm' : undefined}>
      {props.title}
    </Title>
  );
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={props.id}>
      {props.action === undefined ? (
        heading
      ) : (
        <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
          {heading}
          {props.action}
        </Group>
      )}
      {props.children}
    </Paper>
  );
}

/** A record's long text (a description), kept as written: its line breaks, long words wrapped. */
export function DetailText(props: { children: ReactNode; testId?: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid={props.testId}>
      {props.children}
    </Text>
  );
}
