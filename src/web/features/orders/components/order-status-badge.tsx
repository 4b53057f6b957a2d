import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { TOrderStatus } from '../../../../shared/contracts/orders.ts';
import { orderStatusDescription } from '../order-messages.ts';

const GREEN = new Set<string>(['SHIPPED', 'CLOSED', 'INVOICED', 'FULFILLED']);
const RED = new Set<string>([
  'CANCELLED',
  'ORDER REJECTED',
  'CREDIT HOLD',
  'HOLD',
  'ON HOLD',
  'INVOICE HOLD',
]);
const GRAY = new Set<string>(['NO INFORMATION', 'INVOICE NOT APPLICABLE', 'RETURNED']);

/** The colour of a status: done green, held or refused red, no news grey, anything under way blue. */
function statusColor(status: string): string {
  if (GREEN.has(status)) return 'teal';
  if (RED.has(status)) return 'red';
  if (GRAY.has(status)) return 'gray';
  return 'blue';
}

/**
 * A back-office status as the back office spells it (never translated: it is the code customers
 * quote to the vendor), with its translated meaning as a tooltip (and for screen readers, hidden text) where the
 * code alone does not say it. Unlike the other status badges it may wrap: 'AWAITING RETURN
 * DISPOSITION' does not fit a phone's card column on one line.
 */
export function OrderStatusBadge(props: { status: TOrderStatus; size?: 'sm' | 'md'; testId?: string }) {
  const intl = useIntl();
  const description = orderStatusDescription(props.status);
  const badge = (
    <Badge
      variant="light"
      color={statusColor(props.status)}
      size={props.size ?? 'sm'}
      tt="none"
      h="auto"
      maw="100%"
      py={2}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', overflowWrap: 'anywhere' } }}
      tabIndex={description ? 0 : undefined}
      data-testid={props.testId ?? 'order-status'}
    >
      {props.status}
    </Badge>
  );
  if (!description) return badge;
  return (
    <>
      <Tooltip
        label={intl.formatMessage(description)}
        multiline
        w={260}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        {badge}
      </Tooltip>
      {/* Screen readers read the meaning with the code (the tooltip is for pointer and focus). */}
      <VisuallyHidden>{`: ${intl.formatMessage(description)}`}</VisuallyHidden>
    </>
  );
}
