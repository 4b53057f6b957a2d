import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { accountHeading } from '../../platform/export/account-heading.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { listTimeZone } from '../../platform/list/list-engine.ts';
import { registerListRoutes } from '../../platform/list/list-routes.ts';
import {
  ZRepairDetail,
  ZRepairNumberParams,
  ZRepairRef,
  ZQuoteAnswerRequest,
  ZRepairSummary,
  ZRepairSummaryQuery,
  ZSerialLookupAnswer,
  ZSerialLookupQuery,
} from '../../../shared/contracts/repairs.ts';
import { ZExportParams } from '../../../shared/contracts/exports.ts';
import { QUOTE_ANSWER_MIN_ROLE, REPAIR_REQUEST_MIN_ROLE } from '../../../shared/domain/repairs.ts';
import { answerQuote, registerQuoteExpiry } from './repair-quote.ts';
import { registerRepairCancelRoutes } from './repair-cancel.ts';
import { describeRepairBankExport, getRepairBank, repairBankHistorySql } from './repair-bank.ts';
import { ZRepairBankQuery, ZRepairBankSummary } from '../../../shared/contracts/repair-bank.ts';
import { describeRepairExport } from './repair-export.ts';
import { repairListSql } from './repair-list.ts';
import { getRepair } from './get-repair.ts';
import { getRepairSummary } from './get-repair-summary.ts';
import { sendRepairPdf } from './repair-pdf.ts';
import { lookUpSerial } from './serial-lookup.ts';

const ZRepairPdfQuery = ZRepairRef.extend({ tz: ZExportParams.shape.tz }).strict();

/**
 * Repairs (spec sections 3-5, 9): list and exports, detail with its timeline, the repair's PDF,
 * the serial number lookup of a repair request, and the dashboard widgets. Every user of the
 * account reads repairs (Guests included); the lookup starts a repair request and needs the User
 * role (docs/decisions.md "Repairs").
 */
export function registerRepairRoutes(app: TApp, ctx: TAppContext): void {
  const tags = ['repairs'];
  registerQuoteExpiry(ctx);
  registerRepairCancelRoutes(app, ctx);

  registerListRoutes(app, ctx, {
    list: repairListSql,
    tag: 'repairs',
    export: { kind: 'Repairs', describe: describeRepairExport, dateColumn: 'createdAt' },
  });

  // The repair bank (spec section 3, Repair bank account; RMA screen): User role, as the screen.
  registerListRoutes(app, ctx, {
    list: repairBankHistorySql,
    tag: 'repairs',
    minRole: 'User',
    export: { kind: 'RepairBank', describe: describeRepairBankExport, dateColumn: 'at' },
  });

  app.get(
    '/repair-bank',
    {
      config: { access: 'account-user' },
      schema: {
        summary:
          "The account's repair banks by customer number: balance, pending charges, low-balance threshold and whether the available amount is under it (USD)",
        tags,
        querystring: ZRepairBankQuery,
        response: { 200: zEnvelope(ZRepairBankSummary) },
      },
    },
    async (req) =>
      ok({ accounts: await getRepairBank(ctx, accountScope(req, req.query.account_id, 'User')) }),
  );

  app.get(
    '/repairs/summary',
    {
      config: { access: 'account' },
      schema: {
        summary:
          'Repair widgets of the dashboard: repairs per status, created per month (6 months) and per day (90 days)',
        tags,
        querystring: ZRepairSummaryQuery,
        response: { 200: zEnvelope(ZRepairSummary) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id);
      return ok(await getRepairSummary(ctx, scope, new Date(), listTimeZone(req.query.tz)));
    },
  );

  app.get(
    '/repairs/serial-lookup',
    {
      config: { access: 'account-user' },
      schema: {
        summary:
          'Looks a serial number up for a repair request: a device (FM certification offered or not), an infrastructure serial, a device past its end of support; 404 when the account has none',
        tags,
        querystring: ZSerialLookupQuery,
        response: { 200: zEnvelope(ZSerialLookupAnswer) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id, REPAIR_REQUEST_MIN_ROLE);
      return ok(await lookUpSerial(ctx, scope, req.query.serial));
    },
  );

  app.get(
    '/repairs/:repairNumber',
    {
      config: { access: 'account' },
      schema: {
        summary: "A repair with every field and its timeline (newest first); another account's repair is 404",
        tags,
        params: ZRepairNumberParams,
        querystring: ZRepairRef,
        response: { 200: zEnvelope(ZRepairDetail) },
      },
    },
    async (req) => ok(await getRepair(ctx, accountScope(req, req.query.account_id), req.params.repairNumber)),
  );

  app.post(
    '/repairs/:repairNumber/quote',
    {
      config: { access: 'account-user' },
      schema: {
        summary:
          "Answers the repair's quote: accept (the unit goes to repair), reject (returned unrepaired) or dispute with comments; an answered quote is 409 'Quotation is allready resolved'. Answers the repair as GET does",
        tags,
        params: ZRepairNumberParams,
        body: ZQuoteAnswerRequest,
        response: { 200: zEnvelope(ZRepairDetail) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, QUOTE_ANSWER_MIN_ROLE);
      await answerQuote(ctx, req, scope, req.params.repairNumber, req.body);
      return ok(await getRepair(ctx, scope, req.params.repairNumber));
    },
  );

  app.get(
    '/repairs/:repairNumber/pdf',
    {
      config: { access: 'account' },
      schema: {
        summary:
          "The repair as a PDF: 'device repair {rma_number} for SN {serial_number}.pdf' or 'infrastructure repair {case_number} for SN {serial_number}.pdf'",
        tags,
        params: ZRepairNumberParams,
        querystring: ZRepairPdfQuery,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => {
      const scope = accountScope(req, req.query.account_id);
      const repair = await getRepair(ctx, scope, req.params.repairNumber);
      return sendRepairPdf(reply, repair, {
        locale: requestLocale(req),
        account: await accountHeading(ctx, scope),
        timeZone: req.query.tz,
      });
    },
  );
}
