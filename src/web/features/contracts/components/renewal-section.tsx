import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useIntl } from 'react-intl';
import { ZRenewalRequest, type TContractDetail, type TRenewalState } from '../../../../shared/contracts/contracts.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { renewalServerMessages } from '../../../../shared/i18n/contract-messages.ts';
import { roleAtLeast } from '../../../../shared/domain/permissions.ts';
import { ApiError } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { FactGrid } from '../../../ui/fact-grid/fact-grid.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { useRequestRenewal } from '../api/use-contracts.ts';
import { contractMessages as m } from '../contract-messages.ts';
import { formatDay } from './day.ts';
import { RenewalAnswerForm } from './renewal-answer-form.tsx';

const STATE_MESSAGES = {
  pending: m.renewalStatePending,
  renewed: m.renewalStateRenewed,
  declined: m.renewalStateDeclined,
} as const satisfies Record<TRenewalState, unknown>;

/**
 * The contract's renewal: its latest request and the back office's answer, and the request form
 * (a comment for the support manager) for Users and Administrators while the contract may be
 * renewed (not evergreen, none pending). A refusal shows the server's reason.
 */
export function RenewalSection(props: { account: TAccount; contract: TContractDetail }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const c = props.contract;
  const request = useRequestRenewal(c.contractNumber);
  const canRequest = roleAtLeast(props.account.role, 'User');
  // The local back office: vendor staff with access to all accounts, as themselves (the server checks it).
  const user = useSession().status?.user;
  const backOffice = Boolean(user?.isMotorolaUser && user.hasAccessToAllAccounts && !user.isProxyUser);
  const form = useSchemaForm({
    schema: ZRenewalRequest,
    initialValues: { comment: '' },
    toRequest: (v: { comment: string }) => ({
      account_id: props.account.account_id,
      ...(v.comment.trim() ? { comment: v.comment } : {}),
    }),
    label: () => intl.formatMessage(m.renewalComment),
  });
  const send = async (body: Parameters<typeof request.mutateAsync>[0]) => {
    await request.mutateAsync(body);
    form.reset({ comment: '' });
    notifications.show({ message: intl.formatMessage(m.renewalSent), color: 'green' });
  };
  // A refusal names its reason as the message of the contract number (evergreen, already pending).
  const refusal = (error: unknown): string => {
    const ids = error instanceof ApiError ? (error.content?.fields ?? []).map((f) => f.message.id) : [];
    const reason = Object.values(renewalServerMessages).find((d) => ids.includes(d.id));
    return reason ? intl.formatMessage(reason) : errorMessage(error);
  };
  const r = c.renewal;
  const date = (v: string | null) => (v ? intl.formatDate(v, { dateStyle: 'medium', timeStyle: 'short' }) : '');
  return (
    <Stack gap="sm" data-testid="contract-renewal">
      {r ? (
        <FactGrid
          testId="contract-renewal-facts"
          facts={[
            [intl.formatMessage(m.renewalState), intl.formatMessage(STATE_MESSAGES[r.state])],
            [intl.formatMessage(m.renewalRequestedAt), date(r.requestedAt)],
            ...(r.requestedBy ? [[intl.formatMessage(m.renewalRequestedBy), r.requestedBy] as const] : []),
            ...(r.comment ? [[intl.formatMessage(m.renewalComment), r.comment] as const] : []),
            ...(r.answeredAt ? [[intl.formatMessage(m.renewalAnsweredAt), date(r.answeredAt)] as const] : []),
            ...(r.newExpirationDate
              ? [[intl.formatMessage(m.renewalNewExpiration), formatDay(intl, r.newExpirationDate)] as const]
              : []),
            ...(r.declineReason ? [[intl.formatMessage(m.renewalDeclineReason), r.declineReason] as const] : []),
          ]}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.renewalNone)}
        </Text>
      )}
      {c.evergreen ? (
        <Text size="sm">{intl.formatMessage(m.renewalEvergreen)}</Text>
      ) : !canRequest ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.renewalGuest)}
        </Text>
      ) : c.renewable ? (
        <form onSubmit={form.onSubmit(send)} noValidate data-testid="contract-renewal-form">
          <Stack gap="xs">
            <Text size="sm">{intl.formatMessage(m.renewalExplain)}</Text>
            {form.failure != null && (
              <Alert color="red" variant="light" role="alert" data-testid="contract-renewal-error">
                {refusal(form.failure)}
              </Alert>
            )}
            <Textarea
              {...form.form.getInputProps('comment')}
              name="comment"
              label={intl.formatMessage(m.renewalComment)}
              autosize
              minRows={2}
            />
            <Button type="submit" loading={request.isPending} data-testid="contract-renewal-submit">
              {intl.formatMessage(m.renewalSubmit)}
            </Button>
          </Stack>
        </form>
      ) : null}
      {backOffice && c.renewalPendingSince && (
        <RenewalAnswerForm key={r?.id} accountId={props.account.account_id} contract={c} />
      )}
    </Stack>
  );
}
