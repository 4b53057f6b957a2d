import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { TContractStatus } from '../../../../shared/contracts/contracts.ts';
import { contractColumnMessages } from '../../../../shared/i18n/contract-messages.ts';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { contractMessages as m, contractValueMessage } from '../contract-messages.ts';

const COLORS: Record<TContractStatus, string> = { activeFixedTerm: 'teal', activeEvergreen: 'blue', expired: 'gray' };

/** A contract's status as a coloured badge, with "Renewal pending since <date>" under it while pending. */
export function ContractStatusBadge(props: {
  status: TContractStatus;
  renewalPendingSince: string | null;
  size?: 'sm' | 'md';
}) {
  const intl = useIntl();
  return (
    <Stack gap={2} align="flex-start">
      <StatusBadge
        color={COLORS[props.status]}
        label={intl.formatMessage(contractValueMessage(contractColumnMessages.status.id, props.status))}
        size={props.size}
        testId="contract-status"
      />
      {props.renewalPendingSince && (
        <Text size="xs" c="orange.8" fw={500} data-testid="contract-renewal-pending">
          {intl.formatMessage(m.renewalPendingSince, {
            date: intl.formatDate(props.renewalPendingSince, { dateStyle: 'medium' }),
          })}
        </Text>
      )}
    </Stack>
  );
}
