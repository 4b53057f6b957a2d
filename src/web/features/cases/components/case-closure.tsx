import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ZRequestClosureRequest, type TCaseDetail } from '../../../../shared/contracts/cases.ts';
import { canAcceptClosure, canRequestClosure } from '../../../../shared/domain/cases.ts';
import { zodFieldErrors } from '../../../lib/field-messages.ts';
import { CharacterCount } from '../../../ui/form/character-count.tsx';
import { maxLengths } from '../../../ui/form/text-limit.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { useFocusBack } from '../../../ui/use-focus-back.ts';
import { useAcceptClosure, useRefuseClosure, useReopenCase, useRequestClosure } from '../api/use-case-detail.ts';
import { caseDetailMessages as m } from '../case-detail-messages.ts';
import { caseTimelineMessages as t } from '../case-timeline-messages.ts';
import formClasses from '../../../ui/form/form.module.css';

const REASON_MAX = maxLengths(ZRequestClosureRequest).reason;

/**
 * Closure of spec section 4: requested with a reason (required), closed only once accepted. The
 * Accept button shows to those the shared rule allows; the server's answer decides, and its code
 * is shown translated when it refuses.
 */
export function CaseClosure(props: {
  accountId: string;
  detail: TCaseDetail;
  canWrite: boolean;
  canAccept: boolean;
  /** Vendor staff (acting as themselves): they may refuse a pending request. */
  canRefuse: boolean;
}) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const { detail } = props;
  const request = useRequestClosure(props.accountId, detail.caseNumber);
  const accept = useAcceptClosure(props.accountId, detail.caseNumber);
  const refuse = useRefuseClosure(props.accountId, detail.caseNumber);
  const reopen = useReopenCase(props.accountId, detail.caseNumber);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const reasonLabel = intl.formatMessage(m.closureReason);
  // Its buttons give way to the new state (requested, closed): the section's title keeps the place.
  const title = useRef<HTMLHeadingElement>(null);
  useFocusBack(title, request.isPending || accept.isPending);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZRequestClosureRequest.safeParse({ account_id: props.accountId, reason });
    if (!parsed.success) {
      setError(zodFieldErrors(intl, parsed.error.issues, () => reasonLabel).reason);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data.reason, {
      onSuccess: () => {
        setReason('');
        notifications.show({ message: intl.formatMessage(m.closureRequestSent), color: 'green' });
      },
    });
  };

  const failure = request.error ?? accept.error;
  const pending = detail.closureRequested && detail.state !== 'closed';
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="case-closure-title" data-testid="case-closure">
      <Stack gap="sm">
        <Title ref={title} tabIndex={-1} order={2} size="h4" id="case-closure-title">
          {intl.formatMessage(m.closure)}
        </Title>
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="closure-error">
            {errorMessage(failure)}
          </Alert>
        )}
        {detail.state === 'closed' && (
          <Text size="sm">
            {intl.formatMessage(m.closedOn, {
              date: detail.closedAt ? intl.formatDate(detail.closedAt, { dateStyle: 'medium' }) : '',
            })}
          </Text>
        )}
        {detail.closureRequested && detail.state !== 'closed' && (
          <>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {intl.formatMessage(m.closureRequested, { reason: detail.closureReason ?? '' })}
            </Text>
            {props.canAccept && canAcceptClosure(detail) ? (
              <Button
                color="green"
                loading={accept.isPending}
                onClick={() =>
                  accept.mutate(undefined, {
                    onSuccess: () => notifications.show({ message: intl.formatMessage(m.closureAccepted), color: 'green' }),
                  })
                }
                data-testid="accept-closure"
              >
                {intl.formatMessage(m.acceptClosure)}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {intl.formatMessage(m.awaitingAcceptance)}
              </Text>
            )}
          </>
        )}
        {pending && props.canRefuse && (
          <ReasonForm
            accountId={props.accountId}
            label={intl.formatMessage(t.refuseReason)}
            help={intl.formatMessage(t.refuseHelp)}
            submit={intl.formatMessage(t.refuseClosure)}
            done={intl.formatMessage(t.refused)}
            color="red"
            testId="refuse"
            mutation={refuse}
          />
        )}
        {detail.state === 'closed' && props.canWrite && detail.reopenUntil && (
          <ReasonForm
            accountId={props.accountId}
            label={intl.formatMessage(t.reopenReason)}
            help={intl.formatMessage(t.reopenUntil, {
              date: intl.formatDate(detail.reopenUntil, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
            submit={intl.formatMessage(t.reopen)}
            done={intl.formatMessage(t.reopenedToast)}
            color="orange"
            testId="reopen"
            mutation={reopen}
          />
        )}
        {detail.state === 'closed' && !detail.reopenUntil && (
          <Text size="sm" c="dimmed" data-testid="reopen-passed">
            {intl.formatMessage(t.reopenPassed)}
          </Text>
        )}
        {props.canWrite && canRequestClosure(detail) && (
          <form onSubmit={submit} noValidate className={formClasses.form} data-testid="closure-form">
            <Stack gap="sm">
              <Textarea
                label={reasonLabel}
                description={intl.formatMessage(m.closureHelp)}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
                error={error}
                autosize
                minRows={2}
                required
                data-testid="closure-reason"
              />
              <CharacterCount value={reason} max={REASON_MAX} testId="count-closure-reason" />
              <Button type="submit" variant="light" loading={request.isPending} data-testid="request-closure">
                {intl.formatMessage(m.requestClosure)}
              </Button>
            </Stack>
          </form>
        )}
        {!props.canWrite && detail.state !== 'closed' && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.readOnly)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * A reason and a button (refusing a closure request, reopening a case): the reason is required
 * (the schema's message), the server's refusal shows translated above it.
 */
function ReasonForm(props: {
  accountId: string;
  label: string;
  help: string;
  submit: string;
  done: string;
  color: string;
  testId: string;
  mutation: UseMutationResult<unknown, Error, string>;
}) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const send = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZRequestClosureRequest.safeParse({ account_id: props.accountId, reason });
    if (!parsed.success) {
      setError(zodFieldErrors(intl, parsed.error.issues, () => props.label).reason);
      return;
    }
    setError(undefined);
    props.mutation.mutate(parsed.data.reason, {
      onSuccess: () => {
        setReason('');
        notifications.show({ message: props.done, color: 'green' });
      },
    });
  };
  return (
    <form onSubmit={send} noValidate className={formClasses.form} data-testid={`${props.testId}-form`}>
      <Stack gap="sm">
        {props.mutation.error && (
          <Alert color="red" variant="light" role="alert" data-testid={`${props.testId}-error`}>
            {errorMessage(props.mutation.error)}
          </Alert>
        )}
        <Textarea
          label={props.label}
          description={props.help}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error}
          autosize
          minRows={2}
          required
          data-testid={`${props.testId}-reason`}
        />
        <CharacterCount value={reason} max={REASON_MAX} testId={`count-${props.testId}-reason`} />
        <Button type="submit" variant="light" color={props.color} loading={props.mutation.isPending} data-testid={`${props.testId}-submit`}>
          {props.submit}
        </Button>
      </Stack>
    </form>
  );
}
