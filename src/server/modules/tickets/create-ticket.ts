import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { tickets } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { auditScoped } from '../../platform/audit.ts';
import { caseSite } from '../sites/case-site.ts';
import type { TCreateTicketRequest } from '../../../shared/contracts/tickets.ts';
import { ticketPriority } from '../../../shared/domain/cases.ts';
import { validationMessages } from '../../../shared/domain/validation.ts';

/**
 * POST /mapi/tickets: a new ticket (status new) with its priority from impact and urgency. A
 * parent ticket must be one of the same account (else 400 on parentTicketId).
 */
export async function createTicket(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  body: TCreateTicketRequest,
) {
  const { db } = ctx.database;
  let parentTicketNo: number | null = null;
  if (body.parentTicketId) {
    const [parent] = await db
      .select({ ticketNo: tickets.ticketNo })
      .from(tickets)
      .where(and(eq(tickets.ticketNo, Number(body.parentTicketId)), eq(tickets.accountId, scope.accountId)));
    if (!parent) {
      throw new AppError('ServerValidation.400WrongParams', {
        fields: [{ path: 'body.parentTicketId', message: { id: validationMessages.invalidValue.id } }],
      });
    }
    parentTicketNo = parent.ticketNo;
  }
  const site = await caseSite(ctx, scope, body.siteRef, body.site);
  const priority = ticketPriority(body.impact, body.urgency);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(tickets)
      .values({
        accountId: scope.accountId,
        title: body.title,
        description: body.description,
        ticketType: body.type,
        status: 'new',
        priority,
        impact: body.impact,
        urgency: body.urgency,
        site: site.site!,
        siteRef: site.siteRef,
        startAt: body.startAt ? new Date(body.startAt) : null,
        endAt: body.endAt ? new Date(body.endAt) : null,
        parentTicketNo,
        productName: body.productName || null,
        productModel: body.productModel || null,
        unitId: body.unitId || null,
        unitStatus: body.unitStatus ?? null,
        userId: scope.auth.user.id,
      })
      .returning({ ticketNo: tickets.ticketNo });
    await auditScoped(tx, req, scope, 'ticket_create', { ticketId: String(inserted!.ticketNo) });
    return inserted!;
  });
  return { ticketId: String(row.ticketNo), priority };
}
