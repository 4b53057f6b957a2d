import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { TICKET_TYPES, ticketList, type TTicketRow } from '../../../../shared/contracts/tickets.ts';
import { screenPath } from '../../../lib/screens.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { GuestNotice } from '../../../ui/guest-notice/guest-notice.tsx';
import { RowLink } from '../../../ui/data-table/row-link.tsx';
import { TicketStatusBadge } from '../components/ticket-status-badge.tsx';
import { createTicketMessages, ticketMessages as m, ticketValueMessage } from '../ticket-messages.ts';
import { NEW_TICKET_SEGMENT, canCreateTicket } from './create-ticket.tsx';

/** The `type` of the address for a ticket type (incident -> Incident). */
const typeId = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** The ticket list (list engine: filters, sort, paging, saved views, columns). */
export function TicketList(props: { account: TAccount }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const href = (row: TTicketRow) => screenPath(props.account.account_id, 'Tickets', { detail: row.ticketId });
  const linkState = { listSearch: location.search };
  const renderCell = (row: TTicketRow, column: TListColumn): ReactNode | undefined => {
    if (column.id === 'ticketId')
      return (
        <RowLink
          to={href(row)}
          state={linkState}
          label={intl.formatMessage(m.openTicket, { id: row.ticketId })}
        >
          {row.ticketId}
        </RowLink>
      );
    if (column.id === 'status') return <TicketStatusBadge status={row.status} />;
    return undefined;
  };
  return (
    <ListView<TTicketRow>
      list={ticketList}
      userId={session.status!.user.id}
      exportName="tickets"
      fixed={{ account_id: props.account.account_id }}
      types={TICKET_TYPES.map((t) => ({
        id: typeId(t),
        label: intl.formatMessage(ticketValueMessage('type', t)),
        query: { type: t },
      }))}
      caption={intl.formatMessage(m.caption, { account: props.account.name })}
      rowKey={(row) => row.ticketId}
      rowFields={[]}
      onOpenRow={(row) => navigate(href(row), { state: linkState })}
      renderCell={renderCell}
      testId="ticket-list"
      heading={
        <Stack gap={2}>
          <Title order={1} size="h2">
            {intl.formatMessage(m.title)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.subtitle, { account: props.account.name })}
          </Text>
          {!canCreateTicket(props.account) && (
            <GuestNotice accountId={props.account.account_id} accountName={props.account.name} what="tickets" />
          )}
        </Stack>
      }
      actions={
        canCreateTicket(props.account) && (
          <Button
            component={Link}
            to={screenPath(props.account.account_id, 'Tickets', { detail: NEW_TICKET_SEGMENT })}
            state={linkState}
            leftSection={<IconPlus size={16} aria-hidden />}
            data-testid="create-ticket"
          >
            {intl.formatMessage(createTicketMessages.create)}
          </Button>
        )
      }
    />
  );
}
