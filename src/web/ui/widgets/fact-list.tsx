import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label/value pairs of a widget, as a description list. */
export function FactList(props: { facts: { label: string; value: ReactNode; testId?: string }[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
      {props.facts.map((f) => (
        <Stack key={f.label} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {f.label}
          </Text>
          <Text component="dd" fw={600} m={0} data-testid={f.testId} style={{ overflowWrap: 'anywhere' }}>
            {f.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
