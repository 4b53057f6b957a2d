import { defineMessages } from '../../shared/i18n/define.ts';
import { Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../shared/i18n/common-messages.ts';
import { StatePage, StatePageButton } from '../ui/state-page.tsx';
import { useErrorMessage } from '../ui/use-error-message.ts';

const messages = defineMessages({
  title: { id: 'SessionUnavailable.title', defaultMessage: 'The portal is not answering' },
  retrying: {
    id: 'SessionUnavailable.retrying',
    defaultMessage:
      'You are still signed in. This page tries again by itself every 5 seconds and opens where you were as soon as the portal answers.',
  },
});

/** How often the session is asked for again while the portal does not answer. */
const RETRY_MS = 5_000;

/**
 * The session could not be read for a reason other than being signed out (the database restarting:
 * 503, no connection): say so, keep the address, and ask again every 5 seconds, instead of taking
 * a signed-in user to the sign-in page.
 */
export function SessionUnavailablePage(props: { error: unknown; onRetry: () => Promise<void> }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const { onRetry } = props;
  useEffect(() => {
    const timer = setInterval(() => void onRetry(), RETRY_MS);
    return () => clearInterval(timer);
  }, [onRetry]);
  return (
    <StatePage
      testId="session-unavailable"
      title={intl.formatMessage(messages.title)}
      body={errorMessage(props.error)}
      action={
        <>
          <Text size="sm" c="dimmed" role="status">
            {intl.formatMessage(messages.retrying)}
          </Text>
          <Group>
            <StatePageButton onClick={() => void onRetry()}>{intl.formatMessage(commonMessages.tryAgain)}</StatePageButton>
          </Group>
        </>
      }
    />
  );
}
