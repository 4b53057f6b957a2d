import { Alert, Anchor, Button, Group, List, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useOutletContext } from 'react-router';
import {
  ONBOARDING_STEP_OWNER,
  type TOnboarding,
  type TOnboardingStep,
} from '../../../../shared/contracts/onboarding.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { defineMessages } from '../../../../shared/i18n/define.ts';
import { api } from '../../../lib/http.ts';
import { screenPath, type TScreenKey } from '../../../lib/screens.ts';
import { useSession } from '../../../lib/session.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { communicationScreenMessages } from '../screens.ts';

const messages = defineMessages({
  intro: {
    id: 'Onboarding.intro',
    defaultMessage:
      'Welcome to the portal. These steps get {account} ready; each is checked off as soon as it is done.',
  },
  stepsCaption: { id: 'Onboarding.steps', defaultMessage: 'Getting started' },
  settings: { id: 'Onboarding.step.settings', defaultMessage: 'Choose your language and time zone' },
  phone: { id: 'Onboarding.step.phone', defaultMessage: 'Add a phone number the support centre can call' },
  network: { id: 'Onboarding.step.network', defaultMessage: 'Your managed network is registered' },
  sites: { id: 'Onboarding.step.sites', defaultMessage: 'Your sites are listed' },
  contracts: { id: 'Onboarding.step.contracts', defaultMessage: 'Your contracts are in the portal' },
  byYou: { id: 'Onboarding.byYou', defaultMessage: 'Your step' },
  byProvider: { id: 'Onboarding.byProvider', defaultMessage: 'Your provider takes this step' },
  done: { id: 'Onboarding.done', defaultMessage: 'Done' },
  toDo: { id: 'Onboarding.toDo', defaultMessage: 'To do' },
  open: { id: 'Onboarding.open', defaultMessage: 'Open' },
  progress: { id: 'Onboarding.progress', defaultMessage: '{done} of {total} steps done' },
  complete: { id: 'Onboarding.complete', defaultMessage: 'Mark onboarding complete' },
  completeHint: {
    id: 'Onboarding.completeHint',
    defaultMessage: 'For vendor staff: when the account is ready, this ends onboarding and removes this page from its menu.',
  },
  completed: { id: 'Onboarding.completed', defaultMessage: '{account} is onboarded.' },
  alreadyDone: { id: 'Onboarding.alreadyDone', defaultMessage: 'This account is onboarded: nothing is left to do here.' },
});

/** Where each step is taken or checked. */
const STEP_SCREEN: Record<TOnboardingStep, TScreenKey> = {
  settings: 'UserSettings',
  phone: 'UserSettings',
  network: 'ManagedConfiguration',
  sites: 'PerformanceSites',
  contracts: 'Contracts',
};

/**
 * Communications > Onboarding (an account not onboarded yet): the steps that get the account ready,
 * each checked off from the data (GET /mapi/accounts/onboarding), with a link to where it is taken.
 * Vendor staff holding the account mark it onboarded, which takes the page out of its menu.
 */
export function Component() {
  const intl = useIntl();
  const account = useOutletContext<TAccount>();
  const session = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const errorMessage = useErrorMessage();
  const key = ['onboarding', account.account_id];
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<TOnboarding>('/mapi/accounts/onboarding', { account_id: account.account_id }, { signal }),
  });
  const complete = useMutation({
    mutationFn: () => api.post<TOnboarding>('/mapi/accounts/onboarding/complete', { account_id: account.account_id }),
    onSuccess: async (answer) => {
      client.setQueryData(key, answer);
      notifications.show({ message: intl.formatMessage(messages.completed, { account: account.name }), color: 'green' });
      await session.refresh();
      void navigate(screenPath(account.account_id, 'Dashboard'));
    },
    onError: (err) => notifications.show({ message: errorMessage(err), color: 'red' }),
  });
  const data = state.data;
  const done = data?.steps.filter((s) => s.done).length ?? 0;
  return (
    <Stack maw={760}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {intl.formatMessage(communicationScreenMessages.onboarding)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.intro, { account: account.name })}
        </Text>
      </Stack>
      {state.isPending && <Loader size="sm" aria-label={intl.formatMessage(messages.stepsCaption)} />}
      {state.isError && (
        <Alert color="red" role="alert">
          {errorMessage(state.error)}
        </Alert>
      )}
      {data?.onboarded && <Alert color="green">{intl.formatMessage(messages.alreadyDone)}</Alert>}
      {data && (
        <Stack gap="xs" data-testid="onboarding-steps">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {intl.formatMessage(messages.stepsCaption)}
            </Title>
            <Text size="sm" data-testid="onboarding-progress">
              {intl.formatMessage(messages.progress, { done, total: data.steps.length })}
            </Text>
          </Group>
          <List spacing="sm" listStyleType="none" p={0}>
            {data.steps.map(({ step, done: isDone }) => (
              <List.Item
                key={step}
                data-testid={`onboarding-step-${step}`}
                data-done={isDone}
                icon={
                  <ThemeIcon color={isDone ? 'green' : 'gray'} variant="light" radius="xl" size="md">
                    {isDone ? <IconCircleCheck size={18} aria-hidden /> : <IconCircleDashed size={18} aria-hidden />}
                  </ThemeIcon>
                }
              >
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{intl.formatMessage(messages[step])}</Text>
                  <Text size="sm" c={isDone ? 'green.9' : 'dimmed'}>
                    {intl.formatMessage(isDone ? messages.done : messages.toDo)}
                  </Text>
                  <Anchor component={Link} to={screenPath(account.account_id, STEP_SCREEN[step])} size="sm">
                    {intl.formatMessage(messages.open)}
                  </Anchor>
                </Group>
                <Text size="sm" c="dimmed">
                  {intl.formatMessage(ONBOARDING_STEP_OWNER[step] === 'user' ? messages.byYou : messages.byProvider)}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {data?.canComplete && !data.onboarded && (
        <Stack gap={4} align="flex-start">
          <Button onClick={() => complete.mutate()} loading={complete.isPending} data-testid="onboarding-complete">
            {intl.formatMessage(messages.complete)}
          </Button>
          <Text size="xs" c="dimmed">
            {intl.formatMessage(messages.completeHint)}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
