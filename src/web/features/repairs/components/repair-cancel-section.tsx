import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { REPAIR_CANCEL_MIN_ROLE, type TRepairPayment } from '../../../../shared/contracts/payments.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { commonMessages } from '../../../../shared/i18n/common-messages.ts';
import { roleAtLeast } from '../../../../shared/domain/permissions.ts';
import {
  paymentMessages,
  repairCancelMessages as m,
  repairPaymentMessages as pm,
} from '../../../../shared/i18n/payment-messages.ts';
import { DetailSection } from '../../../ui/detail-page/detail-page.tsx';
import { FactGrid } from '../../../ui/fact-grid/fact-grid.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { useCancelRepair, useRepairCancellation } from '../api/use-repair-cancel.ts';
import { brandName } from './card-fields.tsx';

const usd = (intl: ReturnType<typeof useIntl>, cents: number) =>
  intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });

/**
 * A repair's card payment (card, charged, refunded) and, while the unit has not reached the depot,
 * "Cancel repair" behind a confirmation that says what is refunded; for Users and above (Guests
 * read the payment only). Nothing shows for a repair without payment that may not be cancelled.
 */
export function RepairCancelSection(props: { account: TAccount; repairNumber: string }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const accountId = props.account.account_id;
  const query = useRepairCancellation(accountId, props.repairNumber);
  const cancel = useCancelRepair(accountId, props.repairNumber);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const state = query.data;
  if (!state) return null;
  const canCancel = state.cancellable && roleAtLeast(props.account.role, REPAIR_CANCEL_MIN_ROLE);
  if (!state.payment && !canCancel) return null;

  const confirm = async () => {
    setError(null);
    try {
      await cancel.mutateAsync();
    } catch (e) {
      setError(e);
      return;
    }
    setConfirming(false);
    notifications.show({
      color: 'green',
      message: intl.formatMessage(m.done, { repairNumber: props.repairNumber }),
    });
  };

  return (
    <DetailSection id="repair-payment-title" title={intl.formatMessage(state.payment ? pm.title : m.button)}>
      <Stack gap="sm" data-testid="repair-payment">
        {state.payment && <PaymentFacts payment={state.payment} />}
        {error != null && !confirming && (
          <Alert color="red" variant="light" role="alert" data-testid="repair-cancel-error">
            {errorMessage(error)}
          </Alert>
        )}
        {canCancel && (
          <>
            <Text size="sm" c="dimmed">
              {intl.formatMessage(m.hint)}
            </Text>
            <Group>
              <Button
                color="red"
                variant="light"
                data-testid="repair-cancel"
                onClick={() => {
                  setError(null);
                  setConfirming(true);
                }}
              >
                {intl.formatMessage(m.button)}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={intl.formatMessage(m.title, { repairNumber: props.repairNumber })}
        closeButtonProps={{ 'aria-label': intl.formatMessage(commonMessages.close) }}
        data-testid="repair-cancel-dialog"
      >
        <Stack gap="sm">
          <Text size="sm">{intl.formatMessage(m.body)}</Text>
          {state.payment && state.payment.refundedCents === 0 && (
            <Text size="sm" fw={600} data-testid="repair-cancel-refund">
              {intl.formatMessage(m.bodyRefund, { amount: usd(intl, state.payment.chargedCents) })}
            </Text>
          )}
          {error != null && (
            <Alert color="red" variant="light" role="alert" data-testid="repair-cancel-dialog-error">
              {errorMessage(error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" data-autofocus onClick={() => setConfirming(false)}>
              {intl.formatMessage(m.keep)}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              data-testid="repair-cancel-confirm"
              onClick={() => void confirm()}
            >
              {intl.formatMessage(m.confirm)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </DetailSection>
  );
}

function PaymentFacts(props: { payment: TRepairPayment }) {
  const intl = useIntl();
  const p = props.payment;
  const facts: [string, ReactNode][] = [
    [
      intl.formatMessage(pm.card),
      intl.formatMessage(paymentMessages.cardReady, { brand: brandName(intl, p.brand), last4: p.last4 }),
    ],
    [intl.formatMessage(pm.charged), usd(intl, p.chargedCents)],
    [
      intl.formatMessage(pm.refunded),
      p.refundedCents > 0
        ? intl.formatMessage(pm.refundedOn, {
            amount: usd(intl, p.refundedCents),
            date: p.refundedAt ? intl.formatDate(p.refundedAt, { dateStyle: 'medium' }) : '',
          })
        : intl.formatMessage(pm.notRefunded),
    ],
  ];
  return <FactGrid facts={facts} testId="repair-payment-facts" />;
}
