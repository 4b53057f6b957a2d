import { and, asc, eq } from 'drizzle-orm';
import { tickets } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { findListRow } from '../../platform/list/list-engine.ts';
import { registerListRoutes } from '../../platform/list/list-routes.ts';
import {
  ZCreateTicketRequest,
  ZCreateTicketResponse,
  ZTicketDetail,
  ZTicketIdParams,
  ZTicketRef,
  type TTicketDetail,
  type TTicketRow,
} from '../../../shared/contracts/tickets.ts';
import { CASE_WRITE_MIN_ROLE } from '../../../shared/domain/cases.ts';
import { createTicket } from './create-ticket.ts';
import { describeTicketExport } from './ticket-export.ts';
import { ticketListSql } from './ticket-list.ts';

/** Tickets (spec section 3): list (list engine), export (export engine), detail with children, creation. */
export function registerTicketRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;
  const tags = ['tickets'];

  registerListRoutes(app, ctx, {
    list: ticketListSql,
    tag: 'tickets',
    export: { kind: 'Tickets', describe: describeTicketExport, dateColumn: 'submittedAt' },
  });

  app.get(
    '/tickets/:ticketId',
    {
      config: { access: 'account' },
      schema: {
        summary: "A ticket with its description and children; another account's ticket is 404",
        tags,
        params: ZTicketIdParams,
        querystring: ZTicketRef,
        response: { 200: zEnvelope(ZTicketDetail) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id);
      const row = (await findListRow(ctx, ticketListSql, scope, [req.params.ticketId], {
        description: { sql: 't.description', value: 'text' },
      })) as (TTicketRow & { description: string }) | undefined;
      if (!row) throw new AppError('ServerValidation.404NotFound', { detail: `ticket ${req.params.ticketId}` });
      const children = await db
        .select({ ticketNo: tickets.ticketNo, title: tickets.title, status: tickets.status })
        .from(tickets)
        .where(and(eq(tickets.parentTicketNo, Number(row.ticketId)), eq(tickets.accountId, scope.accountId)))
        .orderBy(asc(tickets.ticketNo));
      const detail: TTicketDetail = {
        ...row,
        children: children.map((c) => ({
          ticketId: String(c.ticketNo),
          title: c.title,
          status: c.status as TTicketDetail['status'],
        })),
      };
      return ok(detail);
    },
  );

  app.post(
    '/tickets',
    {
      config: { access: 'account-user' },
      schema: {
        summary: 'Creates a ticket (site, impact and urgency required; priority from impact and urgency)',
        tags,
        body: ZCreateTicketRequest,
        response: { 200: zEnvelope(ZCreateTicketResponse) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, CASE_WRITE_MIN_ROLE);
      return ok(await createTicket(ctx, req, scope, req.body));
    },
  );
}
