import { Badge } from '@mantine/core';

/**
 * A state or status as a light coloured badge, its text kept as written (not upper-cased) and on
 * one line; `color` is a Mantine colour (its text colour on the badge: ui/readable-colors.ts).
 */
export function StatusBadge(props: { color: string; label: string; size?: 'sm' | 'md'; testId: string }) {
  return (
    <Badge
      variant="light"
      color={props.color}
      size={props.size ?? 'sm'}
      tt="none"
      miw="max-content"
      data-testid={props.testId}
    >
      {props.label}
    </Badge>
  );
}
