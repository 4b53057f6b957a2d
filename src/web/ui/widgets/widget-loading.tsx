import { Skeleton, Stack } from '@mantine/core';

/** What a widget shows while its data loads. */
export function WidgetLoading() {
  return (
    <Stack gap="xs" aria-hidden data-testid="widget-loading">
      <Skeleton h={14} w="60%" />
      <Skeleton h={14} w="85%" />
      <Skeleton h={14} w="40%" />
    </Stack>
  );
}
