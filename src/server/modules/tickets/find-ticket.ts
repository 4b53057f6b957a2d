import { and, eq } from 'drizzle-orm';
import { tickets } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';

/** The ticket with this id in the checked account; another account's id answers 404 like a missing one. */
export async function findTicket(ctx: TAppContext, scope: TAccountScope, ticketId: string) {
  const ticketNo = Number(ticketId);
  const [row] = Number.isSafeInteger(ticketNo)
    ? await ctx.database.db
        .select({ ticketNo: tickets.ticketNo })
        .from(tickets)
        .where(and(eq(tickets.ticketNo, ticketNo), eq(tickets.accountId, scope.accountId)))
    : [];
  if (!row)
    throw new AppError('ServerValidation.404NotFound', {
      detail: `ticket ${ticketId} in ${scope.accountId}`,
    });
  return row;
}
