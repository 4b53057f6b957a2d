import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CreatedConfirmation } from '../../../ui/form/created-confirmation.tsx';
import { shortenMiddle } from '../../../ui/format/shorten.ts';
import { caseValueMessage, priorityMessages } from '../case-messages.ts';
import { screenPath } from '../../../lib/screens.ts';
import { sectionOfCategory } from '../case-scope.ts';
import { createCaseMessages as m } from '../create-case-messages.ts';
import { caseSeverityMessages } from '../case-severity-messages.ts';
import { SupportCentrePhone } from '../../../ui/support-centre/support-centre-phone.tsx';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface TCreated {
  caseNumber: string;
  priority: number;
  visibleInMinutes: number;
  responseWithinHours: number;
  /** Severity 1: the support centre to call as well (the server's answer), else null. */
  callSupportCentre: { phone: string; countryCode: string } | null;
  category: string;
  /** The optional file sent after creation; `failed` with the reason when it did not arrive. */
  attachment?: { name: string; failed: boolean; reason?: string };
}

/**
 * The confirmation after creating a case (spec section 9): its number, that it is visible in
 * about 5 minutes and the target of its first response (24 hours for Priority 3), for Severity 1
 * the support centre's number to call as well, and what became of the attachment.
 */
export function CaseCreated(props: {
  accountId: string;
  created: TCreated;
  back: ReactNode;
  onAnother(): void;
}) {
  const intl = useIntl();
  const c = props.created;
  const caseHref = screenPath(props.accountId, sectionOfCategory(c.category), { detail: c.caseNumber });
  return (
    <CreatedConfirmation
      back={props.back}
      testId="case-created"
      title={intl.formatMessage(m.createdTitle, { number: c.caseNumber })}
      titleTestId="created-title"
      openTo={caseHref}
      openLabel={intl.formatMessage(m.openCase)}
      openTestId="open-created"
      anotherLabel={intl.formatMessage(m.another)}
      onAnother={props.onAnother}
    >
      {c.callSupportCentre && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={intl.formatMessage(caseSeverityMessages.severity1Title)}
          data-testid="created-severity-1"
        >
          <Stack gap="xs">
            <Text size="sm">{intl.formatMessage(caseSeverityMessages.severity1Created, { number: c.caseNumber })}</Text>
            <SupportCentrePhone centre={c.callSupportCentre} />
          </Stack>
        </Alert>
      )}
      <Stack gap={4}>
        <Text>{intl.formatMessage(m.createdVisible, { minutes: c.visibleInMinutes })}</Text>
        <Text>{intl.formatMessage(m.createdResponse, { hours: c.responseWithinHours })}</Text>
        <Text c="dimmed" size="sm">
          {intl.formatMessage(m.createdPriority, {
            priority: intl.formatMessage(priorityMessages.withNumber, {
              name: intl.formatMessage(caseValueMessage('priority', c.priority)),
              n: c.priority,
            }),
          })}
        </Text>
      </Stack>
      {c.attachment && !c.attachment.failed && (
        <Text size="sm" data-testid="created-attachment">
          {intl.formatMessage(m.attachmentSent, { name: shortenMiddle(c.attachment.name) })}
        </Text>
      )}
      {c.attachment?.failed && (
        <Alert color="yellow" variant="light" data-testid="created-attachment-failed">
          <Stack gap={4}>
            <Text size="sm">{intl.formatMessage(m.attachmentFailed, { name: shortenMiddle(c.attachment.name) })}</Text>
            {c.attachment.reason && <Text size="sm">{c.attachment.reason}</Text>}
          </Stack>
        </Alert>
      )}
    </CreatedConfirmation>
  );
}
