import { Alert, Select, SimpleGrid, Stack, Switch, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { TICKET_LEVELS } from '../../../../shared/contracts/tickets.ts';
import type { TSupportCentre } from '../../../../shared/contracts/support-centre.ts';
import { casePriority } from '../../../../shared/domain/cases.ts';
import { FormGroup } from '../../../ui/form/form-screen.tsx';
import { SupportCentrePhone } from '../../../ui/support-centre/support-centre-phone.tsx';
import { caseValueMessage, levelMessage, priorityMessages } from '../case-messages.ts';
import { caseSeverityMessages as m } from '../case-severity-messages.ts';

type TLevelField = 'impact' | 'urgency';

/** A level typed in the form ('' when not given), as the request sends it. */
function level(text: string): number | undefined {
  return text === '' ? undefined : Number(text);
}

/**
 * How bad it is: "the system is down" (Severity 1: impact and urgency 1), or an impact and an
 * urgency; the priority that follows (the ticket rule, casePriority; Priority 3 without them),
 * the target first response of each priority, and for Severity 1 the support centre's number to
 * call as well. The server computes the priority again; this only shows it.
 */
export function CaseSeverityFields(props: {
  impact: string;
  urgency: string;
  onChange(values: { impact: string; urgency: string }): void;
  inputProps(field: TLevelField): { error?: unknown; onBlur?: () => void; onFocus?: () => void };
  label(field: TLevelField): string;
  centre: TSupportCentre | undefined;
}) {
  const intl = useIntl();
  const given = { impact: level(props.impact), urgency: level(props.urgency) };
  const priority = casePriority(given);
  const defaulted = given.impact === undefined || given.urgency === undefined;
  const systemDown = props.impact === '1' && props.urgency === '1';
  const priorityName = (p: number) =>
    intl.formatMessage(priorityMessages.withNumber, { name: intl.formatMessage(caseValueMessage('priority', p)), n: p });

  const levelSelect = (field: TLevelField) => {
    const { error, onBlur, onFocus } = props.inputProps(field);
    return (
      <Select
        name={field}
        label={props.label(field)}
        placeholder={intl.formatMessage(m.notSure)}
        data={TICKET_LEVELS.map((n) => ({
          value: String(n),
          label: `${n} · ${intl.formatMessage(levelMessage(field, n))}`,
        }))}
        value={props[field] || null}
        onChange={(v) => props.onChange({ impact: props.impact, urgency: props.urgency, [field]: v ?? '' })}
        error={error as string | undefined}
        onBlur={onBlur}
        onFocus={onFocus}
        clearable
        data-testid={`field-${field}`}
      />
    );
  };

  return (
    <FormGroup legend={intl.formatMessage(m.legend)} testId="group-severity">
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.intro)}
      </Text>
      <Switch
        checked={systemDown}
        onChange={(e) =>
          props.onChange(e.currentTarget.checked ? { impact: '1', urgency: '1' } : { impact: '', urgency: '' })
        }
        label={intl.formatMessage(m.systemDown)}
        description={intl.formatMessage(m.systemDownHelp)}
        color="red"
        data-testid="field-system-down"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {levelSelect('impact')}
        {levelSelect('urgency')}
      </SimpleGrid>
      <Text fw={600} aria-live="polite" data-testid="severity-priority" data-priority={priority}>
        {intl.formatMessage(defaulted ? m.priorityDefault : m.priority, { priority: priorityName(priority) })}
      </Text>
      {priority === 1 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={intl.formatMessage(m.severity1Title)}
          role="alert"
          data-testid="severity-1"
        >
          <Stack gap="xs">
            <Text size="sm">{intl.formatMessage(m.severity1Body)}</Text>
            {props.centre && <SupportCentrePhone centre={props.centre} />}
          </Stack>
        </Alert>
      )}
      {props.centre && (
        <Table withTableBorder maw={420} captionSide="top" data-testid="response-targets">
          <Table.Caption>{intl.formatMessage(m.targetsTitle)}</Table.Caption>
          <Table.Tbody>
            {props.centre.responseHours.map((t) => (
              <Table.Tr
                key={t.priority}
                data-current={t.priority === priority || undefined}
                fw={t.priority === priority ? 700 : undefined}
                bg={t.priority === priority ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Table.Th scope="row" fw="inherit">
                  {priorityName(t.priority)}
                </Table.Th>
                <Table.Td>{intl.formatMessage(m.target, { hours: t.hours })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </FormGroup>
  );
}
