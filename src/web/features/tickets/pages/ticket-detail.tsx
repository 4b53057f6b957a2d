import { Anchor, Badge, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { ticketColumnMessages } from '../../../../shared/i18n/case-messages.ts';
import { commonMessages } from '../../../../shared/i18n/common-messages.ts';
import { ApiError } from '../../../lib/http.ts';
import { screenPath } from '../../../lib/screens.ts';
import { FactGrid } from '../../../ui/fact-grid/fact-grid.tsx';
import { StatePage } from '../../../ui/state-page.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { useTicketDetail } from '../api/use-tickets.ts';
import { TicketStatusBadge } from '../components/ticket-status-badge.tsx';
import { createTicketMessages, ticketMessages as m, ticketValueMessage } from '../ticket-messages.ts';
import { NEW_TICKET_SEGMENT, canCreateTicket } from './create-ticket.tsx';

/** One ticket: every field of spec section 3, its description and its child tickets. */
export function TicketDetail(props: { account: TAccount; ticketId: string }) {
  const intl = useIntl();
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const accountId = props.account.account_id;
  const query = useTicketDetail(accountId, props.ticketId);
  const listHref = screenPath(accountId, 'Tickets');
  const ticketHref = (ticketId: string) => screenPath(accountId, 'Tickets', { detail: ticketId });
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const back = (
    <Anchor component={Link} to={`${listHref}${listSearch}`} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {intl.formatMessage(m.back)}
      </Group>
    </Anchor>
  );
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy>
        {back}
        <Skeleton height={28} width="50%" />
        <Skeleton height={200} />
      </Stack>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && [403, 404].includes(query.error.status);
    return (
      <StatePage
        testId="ticket-unavailable"
        title={intl.formatMessage(m.unavailableTitle)}
        body={
          notFound ? intl.formatMessage(m.unavailableBody, { id: props.ticketId }) : errorMessage(query.error)
        }
        action={back}
      />
    );
  }
  const t = query.data;
  const na = intl.formatMessage(commonMessages.notAvailable);
  const date = (v: string | null) =>
    v ? intl.formatDate(v, { dateStyle: 'medium', timeStyle: 'short' }) : na;
  const label = (k: keyof typeof ticketColumnMessages) => intl.formatMessage(ticketColumnMessages[k]);
  const value = (k: Parameters<typeof ticketValueMessage>[0], v: string | number | null) =>
    v === null ? na : intl.formatMessage(ticketValueMessage(k, v));
  const facts: [string, ReactNode][] = [
    [label('type'), value('type', t.type)],
    [label('priority'), value('priority', t.priority)],
    [label('impact'), value('impact', t.impact)],
    [label('urgency'), value('urgency', t.urgency)],
    [label('site'), t.site],
    [label('submittedAt'), date(t.submittedAt)],
    [label('startAt'), date(t.startAt)],
    [label('endAt'), date(t.endAt)],
    [label('productName'), t.productName ?? na],
    [label('productModel'), t.productModel ?? na],
    [label('unitId'), t.unitId ?? na],
    [label('unitStatus'), value('unitStatus', t.unitStatus)],
  ];
  if (t.parentTicketId) {
    facts.push([
      intl.formatMessage(m.parent),
      <Anchor key="parent" component={Link} to={ticketHref(t.parentTicketId)} size="sm">
        {t.parentTicketId}
      </Anchor>,
    ]);
  }
  return (
    <Stack gap="md" data-testid="ticket-detail">
      {back}
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={500}>
          {intl.formatMessage(m.ticketId, { id: t.ticketId })}
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {t.title}
        </Title>
        <Group gap="xs">
          <TicketStatusBadge status={t.status} size="md" />
          <Badge variant="default" size="md" tt="none">
            {value('type', t.type)}
          </Badge>
        </Group>
      </Stack>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Paper
              withBorder
              p="lg"
              radius="md"
              component="section"
              aria-labelledby="ticket-description-title"
            >
              <Title order={2} size="h4" id="ticket-description-title" mb="sm">
                {intl.formatMessage(m.description)}
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {t.description}
              </Text>
            </Paper>
            <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="ticket-children-title">
              <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
                <Title order={2} size="h4" id="ticket-children-title">
                  {intl.formatMessage(m.children)}
                </Title>
                {canCreateTicket(props.account) && (
                  <Button
                    component={Link}
                    to={`${ticketHref(NEW_TICKET_SEGMENT)}?parent=${encodeURIComponent(t.ticketId)}`}
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    data-testid="add-child-ticket"
                  >
                    {intl.formatMessage(createTicketMessages.addChild)}
                  </Button>
                )}
              </Group>
              {t.children.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {intl.formatMessage(m.noChildren)}
                </Text>
              ) : (
                <Stack
                  gap={8}
                  component="ul"
                  style={{ listStyle: 'none', margin: 0, padding: 0 }}
                  data-testid="ticket-children"
                >
                  {t.children.map((c) => (
                    <Group
                      key={c.ticketId}
                      component="li"
                      gap="xs"
                      wrap="nowrap"
                      justify="space-between"
                      data-testid="ticket-child"
                    >
                      <Anchor component={Link} to={ticketHref(c.ticketId)} size="sm">
                        <Text span size="sm" fw={600}>
                          {c.ticketId}
                        </Text>{' '}
                        <Text span size="sm" c="dimmed">
                          {c.title}
                        </Text>
                      </Anchor>
                      <TicketStatusBadge status={c.status} />
                    </Group>
                  ))}
                </Stack>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="ticket-facts-title">
            <Title order={2} size="h4" id="ticket-facts-title" mb="sm">
              {intl.formatMessage(m.details)}
            </Title>
            <FactGrid facts={facts} testId="ticket-facts" />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
