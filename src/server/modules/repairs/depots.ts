import { asc, eq } from 'drizzle-orm';
import { repairDepots } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TRequestOptions } from '../../../shared/contracts/repair-request.ts';

/** The repair depots of a region (spec section 2, repair flow "depot"), by name. */
export async function depotsOf(ctx: TAppContext, region: string): Promise<TRequestOptions['depots']> {
  const rows = await ctx.database.db
    .select()
    .from(repairDepots)
    .where(eq(repairDepots.region, region))
    .orderBy(asc(repairDepots.name));
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    address: { ...r.address, postalCode: r.address.postalCode ?? null },
    turnaroundDays: r.turnaroundDays,
  }));
}
