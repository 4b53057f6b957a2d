import { defineMessages, type TMessageDescriptor } from '../../../../shared/i18n/define.ts';
import { Badge, Button, Code, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  JOB_STATES,
  type TJobItem,
  type TJobPage,
  type TJobState,
} from '../../../../shared/contracts/jobs.ts';
import { normalizePaging } from '../../../../shared/domain/list-filters.ts';
import { api } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.tsx';
import { useQueryState } from '../../../lib/use-query-state.ts';
import { jobScreenMessages } from '../screens.ts';
import { PagedTable } from '../../../ui/data-table/paged-table.tsx';
import { READABLE_ORANGE } from '../../../ui/readable-colors.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';

const messages = defineMessages({
  intro: {
    id: 'Jobs.intro',
    defaultMessage:
      'Work the portal does in the background, on a schedule or later than asked, newest first. A job that fails is tried again as its kind allows; failed jobs are kept for a week.',
  },
  scoped: { id: 'Jobs.scoped', defaultMessage: 'You see the jobs of the accounts you hold.' },
  caption: { id: 'Jobs.caption', defaultMessage: 'Background jobs' },
  stateFilter: { id: 'Jobs.stateFilter', defaultMessage: 'State' },
  allStates: { id: 'Jobs.allStates', defaultMessage: 'All states' },
  job: { id: 'Jobs.job', defaultMessage: 'Job' },
  state: { id: 'Jobs.state', defaultMessage: 'State' },
  attempts: { id: 'Jobs.attempts', defaultMessage: 'Attempts' },
  attemptsOf: { id: 'Jobs.attemptsOf', defaultMessage: '{attempts} of {maxAttempts}' },
  lastError: { id: 'Jobs.lastError', defaultMessage: 'Last error' },
  account: { id: 'Jobs.account', defaultMessage: 'Account' },
  created: { id: 'Jobs.created', defaultMessage: 'Created' },
  due: { id: 'Jobs.due', defaultMessage: 'Due' },
  finished: { id: 'Jobs.finished', defaultMessage: 'Finished' },
  actions: { id: 'Jobs.actions', defaultMessage: 'Actions' },
  retry: { id: 'Jobs.retry', defaultMessage: 'Try again' },
  retryLabel: { id: 'Jobs.retryLabel', defaultMessage: 'Try the job {name} again' },
  retried: { id: 'Jobs.retried', defaultMessage: 'The job {name} will be tried again.' },
  none: { id: 'Jobs.none', defaultMessage: 'There is no background job to show.' },
  noneInState: { id: 'Jobs.noneInState', defaultMessage: 'No job is in the state “{state}”.' },
  stateCreated: { id: 'Jobs.state.created', defaultMessage: 'Waiting' },
  stateRetry: { id: 'Jobs.state.retry', defaultMessage: 'Waiting to retry' },
  stateActive: { id: 'Jobs.state.active', defaultMessage: 'Running' },
  stateCompleted: { id: 'Jobs.state.completed', defaultMessage: 'Completed' },
  stateCancelled: { id: 'Jobs.state.cancelled', defaultMessage: 'Cancelled' },
  stateFailed: { id: 'Jobs.state.failed', defaultMessage: 'Failed' },
});

const STATE_MESSAGES: Readonly<Record<TJobState, TMessageDescriptor>> = {
  created: messages.stateCreated,
  retry: messages.stateRetry,
  active: messages.stateActive,
  completed: messages.stateCompleted,
  cancelled: messages.stateCancelled,
  failed: messages.stateFailed,
};

/**
 * Filled badges in shades that keep white text at 4.5:1 or more on every row (a light green badge
 * on a striped row is 3.7:1): teal.9 5.0, red.9 5.5, blue.8 5.0, gray.7 8.2, the readable orange 5.6.
 */
const STATE_COLORS: Readonly<Record<TJobState, string>> = {
  created: 'gray.7',
  retry: READABLE_ORANGE,
  active: 'blue.8',
  completed: 'teal.9',
  cancelled: 'gray.7',
  failed: 'red.9',
};

function isState(value: string | null | undefined): value is TJobState {
  return (JOB_STATES as readonly (string | null | undefined)[]).includes(value);
}

function Time(props: { at: string | null }) {
  const intl = useIntl();
  if (!props.at) return null;
  return (
    <time dateTime={props.at} style={{ whiteSpace: 'nowrap' }}>
      {intl.formatDate(props.at, { dateStyle: 'medium', timeStyle: 'medium' })}
    </time>
  );
}

function RetryButton(props: { job: TJobItem }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const client = useQueryClient();
  const { job } = props;
  const retry = useMutation({
    mutationFn: () => api.post<{ id: string }>(`/mapi/admin/jobs/${encodeURIComponent(job.id)}/retry`),
    onSuccess: () => {
      notifications.show({
        message: intl.formatMessage(messages.retried, { name: job.name }),
        color: 'green',
      });
      void client.invalidateQueries({ queryKey: ['admin-jobs'] });
    },
    onError: (err) => notifications.show({ message: errorMessage(err), color: 'red' }),
  });
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={retry.isPending}
      aria-label={intl.formatMessage(messages.retryLabel, { name: job.name })}
      onClick={() => retry.mutate()}
      data-testid="job-retry"
    >
      {intl.formatMessage(messages.retry)}
    </Button>
  );
}

/**
 * Administration > Jobs (vendor staff): the background jobs the database keeps (GET
 * /mapi/admin/jobs), newest first, by state; a failed one can be tried again. The state, page and
 * limit live in the address. Staff without access to all accounts see only the jobs of the
 * accounts they hold (the server decides).
 */
export function Component() {
  const intl = useIntl();
  const session = useSession();
  const query = useQueryState();
  const { page, limit } = normalizePaging(query.get('page'), query.get('limit'));
  const rawState = query.get('state');
  const state = isState(rawState) ? rawState : undefined;
  const jobs = useQuery({
    queryKey: ['admin-jobs', page, limit, state],
    queryFn: ({ signal }) => api.get<TJobPage>('/mapi/admin/jobs', { page, limit, state }, { signal }),
    placeholderData: keepPreviousData,
  });
  const scoped = session.status ? !session.status.user.hasAccessToAllAccounts : false;
  return (
    <Stack>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {intl.formatMessage(jobScreenMessages.adminJobs)}
        </Title>
        <Text size="sm" c="dimmed" data-testid="jobs-intro">
          {intl.formatMessage(messages.intro)}
          {scoped && <> {intl.formatMessage(messages.scoped)}</>}
        </Text>
      </Stack>
      <Select
        maw={260}
        label={intl.formatMessage(messages.stateFilter)}
        data={[
          { value: '', label: intl.formatMessage(messages.allStates) },
          ...JOB_STATES.map((s) => ({ value: s, label: intl.formatMessage(STATE_MESSAGES[s]) })),
        ]}
        value={state ?? ''}
        allowDeselect={false}
        onChange={(value) => query.set({ state: value || null })}
        data-testid="jobs-state"
      />
      <PagedTable
        result={jobs}
        minWidth={960}
        empty={
          state
            ? intl.formatMessage(messages.noneInState, { state: intl.formatMessage(STATE_MESSAGES[state]) })
            : intl.formatMessage(messages.none)
        }
        emptyTestId="jobs-empty"
      >
        {(data) => (
          <Table striped data-testid="jobs" verticalSpacing="xs">
            <Table.Caption>{intl.formatMessage(messages.caption)}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{intl.formatMessage(messages.job)}</Table.Th>
                <Table.Th scope="col">{intl.formatMessage(messages.state)}</Table.Th>
                <Table.Th scope="col">{intl.formatMessage(messages.attempts)}</Table.Th>
                <Table.Th scope="col">{intl.formatMessage(messages.lastError)}</Table.Th>
                <Table.Th scope="col">{intl.formatMessage(messages.account)}</Table.Th>
                <Table.Th scope="col">{intl.formatMessage(messages.created)}</Table.Th>
                <Table.Th scope="col">{intl.formatMessage(messages.due)}</Table.Th>
                <Table.Th scope="col">{intl.formatMessage(messages.finished)}</Table.Th>
                <Table.Th scope="col">{intl.formatMessage(messages.actions)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((j) => (
                <Table.Tr key={j.id} data-testid="job-row" data-job-id={j.id} data-state={j.state}>
                  <Table.Td>
                    <Code>{j.name}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="filled"
                      color={STATE_COLORS[j.state]}
                      size="sm"
                      tt="none"
                      miw="max-content"
                    >
                      {intl.formatMessage(STATE_MESSAGES[j.state])}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {intl.formatMessage(messages.attemptsOf, {
                      attempts: j.attempts,
                      maxAttempts: j.maxAttempts,
                    })}
                  </Table.Td>
                  <Table.Td>
                    {j.lastError && (
                      <Text size="xs" c="red.9" style={{ wordBreak: 'break-word' }} data-testid="job-error">
                        {j.lastError}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{j.accountId}</Table.Td>
                  <Table.Td>
                    <Time at={j.createdAt} />
                  </Table.Td>
                  <Table.Td>
                    <Time at={j.runAt} />
                  </Table.Td>
                  <Table.Td>
                    <Time at={j.finishedAt} />
                  </Table.Td>
                  <Table.Td>{j.state === 'failed' && <RetryButton job={j} />}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </PagedTable>
    </Stack>
  );
}
