import { defineMessages } from '../../shared/i18n/define.ts';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router';
import { commonMessages } from '../../shared/i18n/common-messages.ts';
import { ChunkLoadError } from '../lib/lazy-route.ts';

const messages = defineMessages({
  title: { id: 'RouteError.title', defaultMessage: 'Something went wrong' },
  reload: { id: 'RouteError.reload', defaultMessage: 'Reload' },
});

/** Shown when a route cannot render: a chunk that failed to load gets a retry. */
export function RouteErrorPage() {
  const error = useRouteError();
  const intl = useIntl();
  const isChunk =
    error instanceof ChunkLoadError ||
    (error instanceof Error && /dynamically imported module|Loading (CSS )?chunk/i.test(error.message));
  if (!isChunk) console.error(error);
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" maw={520}>
        <Title order={2}>{intl.formatMessage(messages.title)}</Title>
        <Text ta="center" role="alert">
          {intl.formatMessage(
            isChunk ? commonMessages.chunkLoadFailed : commonMessages.unexpectedErrorTryAgain,
          )}
        </Text>
        <Button onClick={() => window.location.reload()}>
          {intl.formatMessage(isChunk ? commonMessages.tryAgain : messages.reload)}
        </Button>
      </Stack>
    </Center>
  );
}
