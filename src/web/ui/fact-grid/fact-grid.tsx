import { Box } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import classes from './fact-grid.module.css';

/**
 * A text value with a line-break opportunity after each slash, so "Umfassend/weitreichend" wraps
 * at the slash in a narrow column instead of inside a word (overflow-wrap breaks anywhere only
 * when there is no such opportunity).
 */
function breakableAtSlashes(text: string): ReactNode {
  if (!text.includes('/')) return text;
  return text.split('/').map((part, i) => (
    <Fragment key={i}>
      {i > 0 && '/'}
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** Label/value pairs of a detail screen as a description list (<dl>), label column left. */
export function FactGrid(props: { facts: readonly (readonly [label: string, value: ReactNode])[]; testId?: string }) {
  return (
    <Box component="dl" className={classes.facts} data-testid={props.testId}>
      {props.facts.map(([label, value]) => (
        <div key={label} className={classes.fact}>
          <dt>{label}</dt>
          <dd>{typeof value === 'string' ? breakableAtSlashes(value) : value}</dd>
        </div>
      ))}
    </Box>
  );
}
