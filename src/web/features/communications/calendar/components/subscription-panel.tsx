import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useErrorMessage } from '../../../../ui/use-error-message.ts';
import { useSubscription } from '../api/use-calendar.ts';
import { calendarPageMessages as m } from '../calendar-messages.ts';

/**
 * The user's subscription address for the account: created or renewed here (the old one stops),
 * shown once with Copy (only its hash is kept), stopped on demand.
 */
export function SubscriptionPanel(props: { accountId: string }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const { state, renew, stop } = useSubscription(props.accountId);
  const issued = renew.data?.url;
  const active = state.data?.active ?? false;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="calendar-subscription-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="calendar-subscription-title">
          {intl.formatMessage(m.subscription)}
        </Title>
        <Text size="sm">{intl.formatMessage(m.subscriptionHelp)}</Text>
        {issued ? (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              readOnly
              value={issued}
              label={intl.formatMessage(m.subscriptionUrl)}
              style={{ flex: 1, minWidth: 0 }}
              onFocus={(e) => e.currentTarget.select()}
              data-testid="subscription-url"
            />
            <CopyButton value={issued}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {intl.formatMessage(copied ? m.copied : m.copy)}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : (
          active &&
          state.data?.tokenHint && (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(m.subscriptionActive, { hint: state.data.tokenHint })}
            </Text>
          )
        )}
        {(renew.error || stop.error) && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(renew.error ?? stop.error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button variant="default" onClick={() => renew.mutate()} loading={renew.isPending}>
            {intl.formatMessage(active || issued ? m.subscriptionRenew : m.subscriptionCreate)}
          </Button>
          {(active || issued) && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => stop.mutate(undefined, { onSuccess: () => renew.reset() })}
              loading={stop.isPending}
            >
              {intl.formatMessage(m.subscriptionStop)}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
