import { Anchor, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The link at the foot of a dashboard widget to the list it sums up, on the right. */
export function WidgetLink(props: { to: string; children: ReactNode }) {
  return (
    <Group justify="flex-end">
      <Anchor component={Link} to={props.to} size="sm">
        {props.children}
      </Anchor>
    </Group>
  );
}
