import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { tickets } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { ok, sendEnvelopeJson, zEnvelope } from '../../platform/envelope.ts';
import { presentColumns } from '../../platform/list/list-definition.ts';
import { listPageJson, requestQueryKeys } from '../../platform/list/list-engine.ts';
import { ZListColumn } from '../../../shared/contracts/list.ts';
import {
  ZCreateTicketRequest,
  ZCreateTicketResponse,
  ZTicketDetail,
  ZTicketIdParams,
  ZTicketListPage,
  ZTicketListQuery,
  ZTicketRef,
  type TTicketDetail,
} from '../../../shared/contracts/tickets.ts';
import { CASE_WRITE_MIN_ROLE } from '../../../shared/domain/cases.ts';
import { createTicket } from './create-ticket.ts';
import { registerTicketExportRoute } from './export-route.ts';
import { presentTicket } from './present-ticket.ts';
import { ticketList } from './ticket-list.ts';

/** Tickets (spec section 3): list (list engine), export (export engine), detail with children, creation. */
export function registerTicketRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;
  const tags = ['tickets'];
  registerTicketExportRoute(app, ctx);

  app.get(
    '/tickets',
    {
      config: { access: 'account' },
      schema: {
        summary: 'Lists tickets: filters, sort, offset or cursor paging, search (list engine)',
        tags,
        querystring: ZTicketListQuery,
        response: { 200: zEnvelope(ZTicketListPage) },
      },
    },
    async (req, reply) => {
      const scope = accountScope(req, req.query.account_id);
      const json = await listPageJson(ctx, ticketList, scope, req.query, { queryKeys: requestQueryKeys(req) });
      return sendEnvelopeJson(reply, json);
    },
  );

  app.get(
    '/tickets/columns',
    {
      config: { access: 'account' },
      schema: {
        summary: 'Column definitions of the ticket list',
        tags,
        querystring: ZTicketRef,
        response: { 200: zEnvelope(z.array(ZListColumn)) },
      },
    },
    async (req) => {
      accountScope(req, req.query.account_id);
      return ok(presentColumns(ticketList));
    },
  );

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
      const ticketNo = Number(req.params.ticketId);
      const [row] = await db
        .select()
        .from(tickets)
        .where(and(eq(tickets.ticketNo, ticketNo), eq(tickets.accountId, scope.accountId)));
      if (!row) throw new AppError('ServerValidation.404NotFound', { detail: `ticket ${ticketNo}` });
      const children = await db
        .select({ ticketNo: tickets.ticketNo, title: tickets.title, status: tickets.status })
        .from(tickets)
        .where(and(eq(tickets.parentTicketNo, ticketNo), eq(tickets.accountId, scope.accountId)))
        .orderBy(asc(tickets.ticketNo));
      const detail: TTicketDetail = {
        ...presentTicket(row),
        description: row.description,
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
