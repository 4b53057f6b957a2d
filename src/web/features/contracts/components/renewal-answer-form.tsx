import { Alert, Button, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useIntl } from 'react-intl';
import { ZRenewalAnswerRequest, type TContractDetail } from '../../../../shared/contracts/contracts.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { useRecordRenewalAnswer } from '../api/use-contracts.ts';
import { contractMessages as m } from '../contract-messages.ts';

type TValues = { decision: 'renewed' | 'declined'; newExpirationDate: string; reason: string };

const LABELS = {
  decision: m.answerDecision,
  newExpirationDate: m.renewalNewExpiration,
  reason: m.renewalDeclineReason,
} as const;

/**
 * The local back office's answer to a pending renewal, for vendor staff with access to all
 * accounts (the server checks it): renewed with a new expiration date, or declined with a reason.
 */
export function RenewalAnswerForm(props: { accountId: string; contract: TContractDetail }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const record = useRecordRenewalAnswer(props.contract.contractNumber);
  const form = useSchemaForm({
    schema: ZRenewalAnswerRequest,
    initialValues: { decision: 'renewed', newExpirationDate: '', reason: '' } as TValues,
    toRequest: (v: TValues) => ({
      account_id: props.accountId,
      decision: v.decision,
      ...(v.decision === 'renewed' ? { newExpirationDate: v.newExpirationDate } : { reason: v.reason }),
    }),
    label: (field) => (field in LABELS ? intl.formatMessage(LABELS[field as keyof typeof LABELS]) : field),
  });
  const decision = form.form.values.decision;
  return (
    <form
      onSubmit={form.onSubmit(async (body) => {
        await record.mutateAsync(body);
        notifications.show({ message: intl.formatMessage(m.answerRecorded), color: 'green' });
      })}
      noValidate
      data-testid="contract-answer-form"
    >
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {intl.formatMessage(m.answerTitle)}
        </Text>
        {form.failure != null && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(form.failure)}
          </Alert>
        )}
        <SegmentedControl
          value={decision}
          onChange={(v) => form.form.setFieldValue('decision', v === 'declined' ? 'declined' : 'renewed')}
          aria-label={intl.formatMessage(m.answerDecision)}
          data={[
            { value: 'renewed', label: intl.formatMessage(m.renewalStateRenewed) },
            { value: 'declined', label: intl.formatMessage(m.renewalStateDeclined) },
          ]}
          data-testid="contract-answer-decision"
        />
        {decision === 'renewed' ? (
          <TextInput
            {...form.form.getInputProps('newExpirationDate')}
            type="date"
            name="newExpirationDate"
            label={intl.formatMessage(m.renewalNewExpiration)}
            data-testid="contract-answer-date"
          />
        ) : (
          <Textarea
            {...form.form.getInputProps('reason')}
            name="reason"
            label={intl.formatMessage(m.renewalDeclineReason)}
            autosize
            minRows={2}
            data-testid="contract-answer-reason"
          />
        )}
        <Button type="submit" variant="light" loading={record.isPending} data-testid="contract-answer-submit">
          {intl.formatMessage(m.answerSubmit)}
        </Button>
      </Stack>
    </form>
  );
}
