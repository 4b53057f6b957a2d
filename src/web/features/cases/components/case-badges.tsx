import { Badge, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { caseColumnMessages } from '../../../../shared/i18n/case-messages.ts';
import { READABLE_ORANGE } from '../../../ui/readable-colors.ts';
import { caseValueMessage, priorityMessages } from '../case-messages.ts';

const STATE_COLORS = { open: 'blue', resolved: 'teal', closed: 'gray' } as const;
const PRIORITY_COLORS = { 1: 'red', 2: 'orange', 3: 'yellow', 4: 'gray' } as const;

/** A case's state, plus 'Closure requested' while a closure waits for acceptance. */
export function CaseStateBadge(props: {
  state: 'open' | 'resolved' | 'closed';
  closureRequested: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** In a narrow table cell the two badges may stack. */
  stack?: boolean;
}) {
  const intl = useIntl();
  return (
    <Group gap={4} wrap={props.stack ? 'wrap' : 'nowrap'} data-testid="case-state">
      <Badge
        variant="light"
        color={STATE_COLORS[props.state]}
        size={props.size ?? 'sm'}
        tt="none"
        miw="max-content"
      >
        {intl.formatMessage(caseValueMessage('state', props.state))}
      </Badge>
      {props.closureRequested && props.state !== 'closed' && (
        <Badge
          variant="outline"
          color={READABLE_ORANGE}
          size={props.size ?? 'sm'}
          tt="none"
          miw="max-content"
          data-testid="closure-requested"
        >
          {intl.formatMessage(caseColumnMessages.closureRequested)}
        </Badge>
      )}
    </Group>
  );
}

/** Priority 1-4 by name (Critical, High, Medium, Low). */
export function PriorityBadge(props: { priority: number; size?: 'sm' | 'md' | 'lg'; withNumber?: boolean }) {
  const intl = useIntl();
  const name = intl.formatMessage(caseValueMessage('priority', props.priority));
  return (
    <Badge
      variant="dot"
      color={PRIORITY_COLORS[props.priority as 1 | 2 | 3 | 4] ?? 'gray'}
      size={props.size ?? 'sm'}
      tt="none"
      miw="max-content"
      data-testid="case-priority"
    >
      {props.withNumber ? intl.formatMessage(priorityMessages.withNumber, { name, n: props.priority }) : name}
    </Badge>
  );
}
