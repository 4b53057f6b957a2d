import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A calm full-page message: title, explanation, and an optional action. */
export function StatePage(props: { title: string; body: string; action?: ReactNode; testId?: string }) {
  return (
    <Center mih="70vh" p="md" data-testid={props.testId}>
      <Paper withBorder radius="md" p="xl" maw={560} w="100%">
        <Stack gap="md">
          <Title order={1} size="h2">
            {props.title}
          </Title>
          <Text>{props.body}</Text>
          {props.action}
        </Stack>
      </Paper>
    </Center>
  );
}

export { Button as StatePageButton };
