import { ActionIcon, Alert, Anchor, Badge, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useOutletContext } from 'react-router';
import type { TFleetGroup, TFleetReadiness } from '../../../../shared/contracts/fleet-readiness.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { fleetReadinessMessages as m } from '../../../../shared/i18n/fleet-readiness-messages.ts';
import { repairColumnMessages } from '../../../../shared/i18n/repair-messages.ts';
import { screenPath } from '../../../lib/screens.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { RepairStatusBadge } from '../components/repair-status-badge.tsx';
import { fleetReadinessQuery } from './fleet-readiness-query.ts';
import { RepairsViewSwitch } from './repairs-view-switch.tsx';

/** Overdue rows: a red bar at the start and a faint red ground (links keep their contrast on it). */
const OVERDUE = {
  background: 'var(--mantine-color-red-0)',
  boxShadow: 'inset 4px 0 0 var(--mantine-color-red-7)',
};

/**
 * Route module of Repairs/FleetReadiness (issue 30 point 10): the account's radios out for repair
 * per end user and model, how long they have been out and when each is expected back; a group
 * opens to its units; overdue ones stand out.
 */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const query = useQuery(fleetReadinessQuery(account.account_id));
  return (
    <Stack gap="md" data-testid="fleet-readiness">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {intl.formatMessage(m.title)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.subtitle, { account: account.name })}
        </Text>
      </Stack>
      <RepairsViewSwitch accountId={account.account_id} value="fleet" />
      {query.isPending && <Skeleton height={160} />}
      {query.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      {query.data && <FleetTable account={account} fleet={query.data} />}
    </Stack>
  );
}

function FleetTable(props: { account: TAccount; fleet: TFleetReadiness }) {
  const intl = useIntl();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const f = props.fleet;
  if (f.unitsOut === 0)
    return (
      <Text c="dimmed" data-testid="fleet-empty">
        {intl.formatMessage(m.empty)}
      </Text>
    );
  const date = (iso: string | null) =>
    iso ? intl.formatDate(iso, { dateStyle: 'medium' }) : intl.formatMessage(m.unknownBack);
  const days = (n: number) => intl.formatMessage(m.days, { days: n });
  const endUserName = (g: TFleetGroup) => g.endUser ?? intl.formatMessage(m.noEndUser);
  const modelName = (g: TFleetGroup) => g.model ?? intl.formatMessage(m.unknownModel);
  const keyOf = (g: TFleetGroup) => `${g.endUser ?? ''}\u0000${g.model ?? ''}`;
  const toggle = (key: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <Stack gap="sm">
      <Text fw={600} data-testid="fleet-summary">
        {intl.formatMessage(m.summary, { units: f.unitsOut, endUsers: f.endUsers, overdue: f.overdue })}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" data-testid="fleet-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th>{intl.formatMessage(m.endUser)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.model)}</Table.Th>
              <Table.Th ta="end">{intl.formatMessage(m.unitsOut)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.longestOut)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.nextBack)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.overdue)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {f.groups.map((g, i) => {
              const key = keyOf(g);
              const expanded = open.has(key);
              const unitsId = `fleet-units-${i}`;
              const newEndUser = i === 0 || f.groups[i - 1]!.endUser !== g.endUser;
              return (
                <Fragment key={key}>
                  <Table.Tr
                    data-testid="fleet-group"
                    data-overdue={g.overdue > 0 || undefined}
                    style={g.overdue > 0 ? OVERDUE : undefined}
                  >
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        onClick={() => toggle(key)}
                        aria-expanded={expanded}
                        aria-controls={expanded ? unitsId : undefined}
                        aria-label={intl.formatMessage(m.showUnits, {
                          endUser: endUserName(g),
                          model: modelName(g),
                        })}
                        data-testid="fleet-expand"
                      >
                        {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                      </ActionIcon>
                    </Table.Td>
                    <Table.Td fw={newEndUser ? 600 : undefined} c={newEndUser ? undefined : 'dimmed'}>
                      {endUserName(g)}
                    </Table.Td>
                    <Table.Td>{modelName(g)}</Table.Td>
                    <Table.Td ta="end">{g.unitsOut}</Table.Td>
                    <Table.Td>{days(g.oldestDaysOut)}</Table.Td>
                    <Table.Td>{date(g.nextExpectedBack)}</Table.Td>
                    <Table.Td>
                      {g.overdue > 0 ? (
                        <Badge color="red" variant="filled" tt="none">
                          {g.overdue}
                        </Badge>
                      ) : (
                        0
                      )}
                    </Table.Td>
                  </Table.Tr>
                  {expanded && (
                    <Table.Tr id={unitsId}>
                      <Table.Td />
                      <Table.Td colSpan={6} p={0}>
                        <FleetUnits account={props.account} group={g} date={date} days={days} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function FleetUnits(props: {
  account: TAccount;
  group: TFleetGroup;
  date: (iso: string | null) => string;
  days: (n: number) => string;
}) {
  const intl = useIntl();
  const more = props.group.unitsOut - props.group.units.length;
  return (
    <Table verticalSpacing={4} withRowBorders={false} data-testid="fleet-units">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{intl.formatMessage(repairColumnMessages.repairNumber)}</Table.Th>
          <Table.Th>{intl.formatMessage(repairColumnMessages.serialIn)}</Table.Th>
          <Table.Th>{intl.formatMessage(repairColumnMessages.status)}</Table.Th>
          <Table.Th>{intl.formatMessage(m.daysOut)}</Table.Th>
          <Table.Th>{intl.formatMessage(m.expectedBack)}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.group.units.map((u) => (
          <Table.Tr
            key={u.repairNumber}
            data-testid="fleet-unit"
            data-overdue={u.overdue || undefined}
            style={u.overdue ? OVERDUE : undefined}
          >
            <Table.Td>
              <Anchor
                component={Link}
                to={screenPath(props.account.account_id, 'Repairs', { detail: u.repairNumber })}
                size="sm"
              >
                {u.repairNumber}
              </Anchor>
            </Table.Td>
            <Table.Td>{u.serial}</Table.Td>
            <Table.Td>
              <RepairStatusBadge status={u.status} />
            </Table.Td>
            <Table.Td>{props.days(u.daysOut)}</Table.Td>
            <Table.Td>
              {props.date(u.expectedBack)}{' '}
              {u.overdue && (
                <Badge color="red" variant="filled" size="sm" tt="none" data-testid="fleet-overdue">
                  {intl.formatMessage(m.overdue)}
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
        {more > 0 && (
          <Table.Tr>
            <Table.Td colSpan={5}>
              <Text size="sm" c="dimmed">
                {intl.formatMessage(m.moreUnits, { count: more })}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
