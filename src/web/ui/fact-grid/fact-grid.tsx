import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './fact-grid.module.css';

/** Label/value pairs of a detail screen as a description list (<dl>), label column left. */
export function FactGrid(props: { facts: readonly (readonly [label: string, value: ReactNode])[]; testId?: string }) {
  return (
    <Box component="dl" className={classes.facts} data-testid={props.testId}>
      {props.facts.map(([label, value]) => (
        <div key={label} className={classes.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Box>
  );
}
