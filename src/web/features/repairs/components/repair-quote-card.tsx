import { Alert, Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  ZQuoteDisputeRequest,
  type TQuoteAnswerRequest,
  type TQuoteState,
  type TRepairQuote,
} from '../../../../shared/contracts/repairs.ts';
import { roleAtLeast } from '../../../../shared/domain/permissions.ts';
import {
  QUOTE_ANSWER_MIN_ROLE,
  QUOTE_COMMENTS_MAX,
  SIM_CARD_QUOTE_REPLY_DAYS,
} from '../../../../shared/domain/repairs.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { repairColumnMessages } from '../../../../shared/i18n/repair-messages.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { WithCharacterCount } from '../../../ui/form/character-count.tsx';
import { FactGrid } from '../../../ui/fact-grid/fact-grid.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { useAnswerQuote } from '../api/use-repairs.ts';
import { quoteMessages as m } from '../repair-messages.ts';

/** Colours whose light variant reads at 4.5:1 (ui/readable-colors.ts; green and orange fall short). */
const STATE_COLOR: Record<TQuoteState, string> = {
  open: 'yellow',
  accepted: 'teal',
  rejected: 'gray',
  disputed: 'indigo',
  expired: 'gray',
};

/**
 * A repair's quote: number, unit price in its currency (in the user's locale), quotation and
 * reply-by dates, state; who answered and when. While open, a User (or above) accepts it, rejects
 * it after a confirmation (the unit is returned unrepaired) or disputes it with comments; Guests
 * only read. The server's refusals show here; an answer reloads the repair and the repair list.
 */
export function RepairQuoteCard(props: { account: TAccount; repairNumber: string; quote: TRepairQuote }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const q = props.quote;
  const accountId = props.account.account_id;
  const answer = useAnswerQuote(props.repairNumber);
  const [step, setStep] = useState<'choose' | 'reject' | 'dispute'>('choose');
  const [error, setError] = useState<unknown>(null);
  const canAnswer = roleAtLeast(props.account.role, QUOTE_ANSWER_MIN_ROLE);
  const label = () => intl.formatMessage(m.comments);

  const send = async (request: TQuoteAnswerRequest) => {
    setError(null);
    try {
      await answer.mutateAsync(request);
    } catch (e) {
      // A dispute's field problem shows under its field (the form's own handling): rethrow it.
      if (request.decision === 'dispute') throw e;
      setError(e);
      return;
    }
    setStep('choose');
    const done = { accept: m.doneAccepted, reject: m.doneRejected, dispute: m.doneDisputed }[
      request.decision
    ];
    notifications.show({ color: 'green', message: intl.formatMessage(done, { number: q.number }) });
  };

  const dispute = useSchemaForm({
    schema: ZQuoteDisputeRequest,
    initialValues: { comments: '' },
    toRequest: (v: { comments: string }) => ({
      account_id: accountId,
      decision: 'dispute',
      comments: v.comments,
    }),
    label,
  });

  const date = (v: string) => intl.formatDate(v, { dateStyle: 'medium' });
  const facts: [string, ReactNode][] = [
    [intl.formatMessage(repairColumnMessages.quoteNumber), q.number],
    [
      intl.formatMessage(repairColumnMessages.unitPrice),
      intl.formatNumber(q.unitPrice, { style: 'currency', currency: q.currency }),
    ],
    [intl.formatMessage(repairColumnMessages.quotationDate), date(q.quotationDate)],
    [intl.formatMessage(m.replyBy), date(q.replyBy)],
    [
      intl.formatMessage(m.state),
      <Badge
        key="state"
        color={STATE_COLOR[q.state]}
        variant="light"
        tt="none"
        data-testid="quote-state"
        data-state={q.state}
      >
        {intl.formatMessage(m[q.state])}
      </Badge>,
    ],
  ];
  if (q.answeredAt && q.state !== 'expired')
    facts.push([
      intl.formatMessage(m.answered),
      <span key="answered" data-testid="quote-answered">
        {q.answeredBy
          ? intl.formatMessage(m.answeredBy, {
              name: q.answeredBy,
              date: intl.formatDate(q.answeredAt, { dateStyle: 'medium', timeStyle: 'short' }),
            })
          : intl.formatDate(q.answeredAt, { dateStyle: 'medium', timeStyle: 'short' })}
      </span>,
    ]);
  if (q.comments) facts.push([intl.formatMessage(m.comments), q.comments]);

  return (
    <Stack gap="sm" data-testid="repair-quote">
      {q.simCard && q.state === 'open' && (
        <Alert color="yellow" variant="light" data-testid="quote-sim-card">
          {intl.formatMessage(m.simCard, { days: SIM_CARD_QUOTE_REPLY_DAYS })}
        </Alert>
      )}
      <FactGrid facts={facts} testId="quote-facts" />
      {error != null && (
        <Alert color="red" variant="light" role="alert" data-testid="quote-error">
          {errorMessage(error)}
        </Alert>
      )}
      {q.state === 'open' && !canAnswer && (
        <Text size="sm" c="dimmed" data-testid="quote-read-only">
          {intl.formatMessage(m.readOnly)}
        </Text>
      )}
      {q.state === 'open' && canAnswer && step === 'choose' && (
        <Group gap="xs">
          <Button
            data-testid="quote-accept"
            loading={answer.isPending}
            onClick={() => void send({ account_id: accountId, decision: 'accept' })}
          >
            {intl.formatMessage(m.accept)}
          </Button>
          <Button variant="default" data-testid="quote-reject" onClick={() => setStep('reject')}>
            {intl.formatMessage(m.reject)}
          </Button>
          <Button
            variant="default"
            data-testid="quote-dispute"
            onClick={() => {
              dispute.reset();
              setStep('dispute');
            }}
          >
            {intl.formatMessage(m.dispute)}
          </Button>
        </Group>
      )}
      {q.state === 'open' && canAnswer && step === 'reject' && (
        <Alert color="red" variant="light" data-testid="quote-reject-confirmation">
          <Stack gap="xs">
            <Text size="sm">{intl.formatMessage(m.rejectConfirm, { number: q.number })}</Text>
            <Group gap="xs">
              <Button
                color="red"
                data-testid="quote-reject-confirm"
                loading={answer.isPending}
                onClick={() => void send({ account_id: accountId, decision: 'reject' })}
              >
                {intl.formatMessage(m.rejectConfirmButton)}
              </Button>
              <Button variant="default" onClick={() => setStep('choose')}>
                {intl.formatMessage(m.cancel)}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {q.state === 'open' && canAnswer && step === 'dispute' && (
        <form
          noValidate
          data-testid="quote-dispute-form"
          onSubmit={dispute.onSubmit((request) => send(request))}
        >
          <Stack gap="xs">
            {dispute.failure != null && (
              <Alert color="red" variant="light" role="alert" data-testid="quote-dispute-error">
                {errorMessage(dispute.failure)}
              </Alert>
            )}
            <WithCharacterCount
              value={dispute.form.values.comments}
              max={QUOTE_COMMENTS_MAX}
              testId="count-comments"
            >
              <Textarea
                {...dispute.form.getInputProps('comments')}
                name="comments"
                label={intl.formatMessage(m.comments)}
                required
                autosize
                minRows={3}
                maxRows={10}
                data-testid="quote-comments"
              />
            </WithCharacterCount>
            <Group gap="xs">
              <Button type="submit" data-testid="quote-dispute-submit" loading={answer.isPending}>
                {intl.formatMessage(m.disputeSend)}
              </Button>
              <Button variant="default" onClick={() => setStep('choose')}>
                {intl.formatMessage(m.cancel)}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
