import { Group, Progress, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { TEntitlementStatus, TEntitlementType } from '../../../../shared/domain/entitlements.ts';
import { entitlementColumnMessages, entitlementValueMessages } from '../../../../shared/i18n/entitlement-messages.ts';
import { commonMessages } from '../../../../shared/i18n/common-messages.ts';
import { valueMessageLookup } from '../../../ui/data-table/value-messages.ts';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { entitlementMessages as m } from '../entitlement-messages.ts';

const lookup = valueMessageLookup(entitlementValueMessages);

/** The label of an entitlement type or status. */
export function useEntitlementValue() {
  const intl = useIntl();
  return (column: 'type' | 'status', value: TEntitlementType | TEntitlementStatus) =>
    intl.formatMessage(lookup(entitlementColumnMessages[column].id, value));
}

/** A day (YYYY-MM-DD or an ISO time at midnight UTC) in the user's language, without a time; N/A when none. */
export function useDay() {
  const intl = useIntl();
  return (value: string | null) =>
    value
      ? intl.formatDate(new Date(value.length === 10 ? `${value}T00:00:00Z` : value), { dateStyle: 'medium', timeZone: 'UTC' })
      : intl.formatMessage(commonMessages.notAvailable);
}

const STATUS_COLORS: Record<TEntitlementStatus, string> = { active: 'teal', expiringSoon: 'orange', expired: 'red' };

/** An entitlement's status as a badge. */
export function EntitlementStatusBadge(props: { status: TEntitlementStatus }) {
  const value = useEntitlementValue();
  return <StatusBadge color={STATUS_COLORS[props.status]} label={value('status', props.status)} testId="entitlement-status" />;
}

/** "Renewal pending" (spec section 4: a renewal does not renew at once). */
export function RenewalPendingBadge() {
  const intl = useIntl();
  return <StatusBadge color="grape" label={intl.formatMessage(m.renewalPending)} testId="renewal-pending" />;
}

/**
 * Licences in use against entitled as a bar with its figures: blue below 80 %, orange from
 * 80 %, red when none is left.
 */
export function UsageBar(props: { inUse: number; entitled: number; label: string; testId?: string }) {
  const intl = useIntl();
  const ratio = props.entitled > 0 ? props.inUse / props.entitled : 0;
  const color = ratio >= 1 ? 'red' : ratio >= 0.8 ? 'orange' : 'blue';
  const text = intl.formatMessage(m.usage, { inUse: props.inUse, entitled: props.entitled });
  return (
    <div data-testid={props.testId}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {props.label}
        </Text>
        <Text size="sm" c="dimmed" miw="max-content">
          {text}
        </Text>
      </Group>
      <Progress
        value={Math.min(100, ratio * 100)}
        color={color}
        size="md"
        mt={4}
        aria-label={`${props.label}: ${text}`}
      />
    </div>
  );
}
