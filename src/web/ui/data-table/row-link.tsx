import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The key cell of a list row: a link to the row's detail, named for screen readers (`label`). It
 * is out of the tab order (the row itself opens with Enter) and does not also trigger the row's own
 * click; `state` carries the list's address, so the detail's back link returns to the same page.
 */
export function RowLink(props: { to: string; state: unknown; label: string; children: ReactNode }) {
  return (
    <Anchor
      component={Link}
      to={props.to}
      state={props.state}
      fw={600}
      size="sm"
      tabIndex={-1}
      onClick={(e) => e.stopPropagation()}
      aria-label={props.label}
    >
      {props.children}
    </Anchor>
  );
}
