import { Alert, Button, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { CASE_PRIORITIES, ZCaseWorkRequest, type TCaseDetail } from '../../../../shared/contracts/cases.ts';
import { caseColumnMessages } from '../../../../shared/i18n/case-messages.ts';
import { maxLengths } from '../../../ui/form/text-limit.ts';
import { DetailSection } from '../../../ui/detail-page/detail-page.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { useCaseWork } from '../api/use-case-detail.ts';
import { caseValueMessage } from '../case-messages.ts';
import { caseTimelineMessages as t } from '../case-timeline-messages.ts';
import formClasses from '../../../ui/form/form.module.css';

const OWNER_MAX = maxLengths(ZCaseWorkRequest).owner;

/**
 * Vendor staff's side of a case that is not closed: its priority, owner (empty: unassigned) and
 * state (open or resolved). Only what changed is sent; each change lands on the timeline.
 */
export function CaseWork(props: { accountId: string; detail: TCaseDetail }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const { detail } = props;
  const work = useCaseWork(props.accountId, detail.caseNumber);
  const [priority, setPriority] = useState(String(detail.priority));
  const [owner, setOwner] = useState(detail.owner ?? '');
  const [state, setState] = useState<string>(detail.state);
  if (detail.state === 'closed') return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const change: { priority?: 1 | 2 | 3 | 4; owner?: string; state?: 'open' | 'resolved' } = {};
    if (Number(priority) !== detail.priority) change.priority = Number(priority) as 1 | 2 | 3 | 4;
    if (owner.trim() !== (detail.owner ?? '')) change.owner = owner.trim();
    if (state !== detail.state) change.state = state as 'open' | 'resolved';
    work.mutate(change, {
      onSuccess: () => notifications.show({ message: intl.formatMessage(t.workSaved), color: 'green' }),
    });
  };

  return (
    <DetailSection id="case-work-title" title={intl.formatMessage(t.workTitle)}>
      <form onSubmit={submit} noValidate className={formClasses.form} data-testid="case-work">
        <Stack gap="sm">
          {work.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(work.error)}
            </Alert>
          )}
          <Select
            label={intl.formatMessage(caseColumnMessages.priority)}
            data={CASE_PRIORITIES.map((p) => ({
              value: String(p),
              label: intl.formatMessage(caseValueMessage('priority', p)),
            }))}
            value={priority}
            onChange={(v) => v && setPriority(v)}
            allowDeselect={false}
            data-testid="work-priority"
          />
          <TextInput
            label={intl.formatMessage(caseColumnMessages.owner)}
            value={owner}
            onChange={(e) => setOwner(e.currentTarget.value)}
            maxLength={OWNER_MAX}
            data-testid="work-owner"
          />
          <Select
            label={intl.formatMessage(caseColumnMessages.state)}
            data={(['open', 'resolved'] as const).map((s) => ({
              value: s,
              label: intl.formatMessage(caseValueMessage('state', s)),
            }))}
            value={state}
            onChange={(v) => v && setState(v)}
            allowDeselect={false}
            data-testid="work-state"
          />
          <Button type="submit" variant="light" loading={work.isPending} data-testid="work-submit">
            {intl.formatMessage(t.workSave)}
          </Button>
        </Stack>
      </form>
    </DetailSection>
  );
}
