import { defineMessages } from '../../shared/i18n/define.ts';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useMatches } from 'react-router';
import type { TScreenHandle } from '../lib/screens.ts';

const messages = defineMessages({
  title: { id: 'NotBuilt.title', defaultMessage: 'Coming soon' },
  body: {
    id: 'NotBuilt.body',
    defaultMessage:
      'This area of the portal is not available yet. Until it is, your support manager can help you with it.',
  },
});

/** A screen named by the spec whose area is not built yet says so plainly, under its own title. */
export function Component() {
  const intl = useIntl();
  const screen = useMatches()
    .map((m) => m.handle as TScreenHandle | undefined)
    .findLast((h) => h?.screen)?.screen;
  return (
    <Paper withBorder p="xl" radius="md" maw={640} data-testid="not-built">
      <Stack>
        <Group gap="sm" wrap="nowrap" align="center">
          <IconTools size={28} aria-hidden color="var(--mantine-color-blue-6)" />
          <Title order={1} size="h2">
            {intl.formatMessage(screen?.title ?? messages.title)}
          </Title>
        </Group>
        {screen && (
          <Badge variant="light" w="fit-content">
            {intl.formatMessage(messages.title)}
          </Badge>
        )}
        <Text>{intl.formatMessage(messages.body)}</Text>
      </Stack>
    </Paper>
  );
}
