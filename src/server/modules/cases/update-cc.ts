import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { cases } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { auditScoped } from '../../platform/audit.ts';
import { parseBody } from '../../platform/parse-body.ts';
import { ZUpdateCcRequest } from '../../../shared/contracts/cases.ts';
import { findCase } from './find-case.ts';

/**
 * PUT /mapi/cases/:caseNumber/cc: replaces the case's CC list (kept in its creation fields as
 * `ccEmails`, as creation keeps it; an empty list removes it). The body is checked after the
 * account and role (each address, the wrong one named: 400 with `body.ccEmails`).
 */
export async function updateCc(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  caseNumber: string,
  body: unknown,
): Promise<{ caseNumber: string; ccEmails: string }> {
  const { ccEmails } = parseBody(ZUpdateCcRequest, body, 'case cc');
  const found = await findCase(ctx, scope, caseNumber);
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(cases)
      .set({
        fields: ccEmails
          ? sql`${cases.fields} || jsonb_build_object('ccEmails', ${ccEmails}::text)`
          : sql`${cases.fields} - 'ccEmails'`,
      })
      .where(and(eq(cases.caseNo, found.caseNo), eq(cases.accountId, scope.accountId)));
    await auditScoped(tx, req, scope, 'case_cc_change', { caseNumber, ccEmails });
  });
  return { caseNumber: String(found.caseNo), ccEmails };
}
