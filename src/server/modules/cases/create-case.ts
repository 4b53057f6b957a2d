import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accounts, cases } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { auditScoped } from '../../platform/audit.ts';
import { caseSite } from '../sites/case-site.ts';
import { responseHoursOf, supportCentrePhone } from '../../platform/support-centre.ts';
import { CASE_SOURCES, type TCreateCaseRequest } from '../../../shared/contracts/cases.ts';
import type { TRegion } from '../../../shared/domain/accounts.ts';
import { NEW_CASE_VISIBLE_IN_MINUTES, casePriority } from '../../../shared/domain/cases.ts';
import { caseCreationDenied } from '../../../shared/domain/permissions.ts';
import { phoneOrFieldError } from '../../platform/phone-field.ts';
import { notifyCaseUserLater } from './notify-case-user.ts';

/** The case source of a new case: the account's, when it is one of the spec's values. */
function sourceOf(account: typeof accounts.$inferSelect): { source: string; sourceKind: string } {
  const source = (CASE_SOURCES as readonly string[]).includes(account.caseSource.toUpperCase())
    ? account.caseSource.toUpperCase()
    : 'SALESFORCE';
  const service = account.caseCreateService.trim().toLowerCase();
  const sourceKind = service === 'motomanager' ? 'MOTOMANAGER' : service === 'smartclient' ? 'SMARTCLIENT' : 'UNKNOWN';
  return { source, sourceKind };
}

/**
 * POST /mapi/cases: creates a case with the priority of its impact and urgency (casePriority: the
 * ticket rule; Priority 3 (Medium) when the customer does not say), state open, owned by nobody yet, for the
 * acting user, who is e-mailed about it. Customer users are refused for the accounts of spec
 * section 6 (caseCreationDenied: TSA, EMEA Mobile Video, LACR with motomanager); vendor staff are
 * not (unless acting as a customer in proxy mode). The answer gives the target of the first response
 * for that priority (CASE_RESPONSE_HOURS) and, for Severity 1, the support centre's number for the
 * account's region and country, to call as well.
 */
export async function createCase(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  body: TCreateCaseRequest,
) {
  const { db } = ctx.database;
  const { auth } = scope;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, scope.accountId));
  if (!account) throw new AppError('ServerValidation.403NoAccountAccess');
  if (account.locked) throw new AppError('ServerValidation.400AccountLocked');
  const denied = caseCreationDenied(
    {
      packageName: account.packageName,
      region: account.region as TRegion,
      caseCreateService: account.caseCreateService,
      groups: account.groups,
    },
    !auth.isVendor,
  );
  if (denied) throw new AppError('ServerValidation.403CaseCreationDenied', { detail: `account ${account.id}` });

  const { account_id: _account, category, caseType, title, description, site: typed, siteRef: pickedSite, ...rest } = body;
  const site = await caseSite(ctx, scope, pickedSite, typed);
  if (rest.alternativeContactPhone) {
    rest.alternativeContactPhone = phoneOrFieldError(
      rest.alternativeContactPhone,
      account.countryCode,
      'body.alternativeContactPhone',
    );
  }
  const priority = casePriority(body);
  const fields: Record<string, string | number | null> = {};
  for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== '') fields[k] = v;
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(cases)
      .values({
        accountId: scope.accountId,
        category,
        caseType,
        state: 'open',
        priority,
        title,
        description,
        site: site.site,
        siteRef: site.siteRef,
        ...sourceOf(account),
        userId: auth.user.id,
        fields,
      })
      .returning({ caseNo: cases.caseNo });
    if (!inserted) throw new AppError('ServerValidation.400CaseNotCreated');
    await auditScoped(tx, req, scope, 'case_create', { caseNumber: String(inserted.caseNo) });
    return inserted;
  });
  notifyCaseUserLater(ctx, req.log, row.caseNo, 'created');
  return {
    caseNumber: String(row.caseNo),
    priority,
    visibleInMinutes: NEW_CASE_VISIBLE_IN_MINUTES,
    responseWithinHours: responseHoursOf(ctx.config.caseResponseHours, priority),
    callSupportCentre:
      priority === 1
        ? {
            phone: supportCentrePhone(ctx.config.supportCentrePhones, account.region, account.countryCode),
            countryCode: account.countryCode,
          }
        : null,
  };
}
