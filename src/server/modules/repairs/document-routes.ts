import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { safeTimeZone } from '../../platform/export/cells.ts';
import { requestLocale, translate } from '../../platform/i18n.ts';
import { ZAccountId } from '../../../shared/contracts/common.ts';
import { ZRepairNumberParams } from '../../../shared/contracts/repairs.ts';
import { REPAIR_REQUEST_MIN_ROLE } from '../../../shared/domain/repairs.ts';
import { packingSlipMessages, repairLabelMessages } from '../../../shared/i18n/repair-label-messages.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';
import { drawPackingSlip } from './packing-slip-pdf.ts';
import { drawLabel, ShippingPdf } from './repair-label-pdf.ts';
import { loadShipments, shipmentOfRepair, type TShipment } from './repair-label-shipment.ts';

/** The most repair requests one bulk file prints (a cart's checkout makes a few). */
export const MAX_BULK_REQUESTS = 50;

const ZRequestNo = z.string().regex(/^[A-Z0-9-]{1,20}$/);
const ZDocumentQuery = z.object({ account_id: ZAccountId, tz: z.string().max(64).optional() }).strict();
const ZBulkQuery = ZDocumentQuery.extend({
  /** Request numbers joined by ',' (or '_,_', as the browser joins lists); checked after the account. */
  requests: z.string().max(2000).optional(),
}).strict();

/** The file names (spec section 9 names only exports and repair PDFs; these follow the repair PDF's style). */
export const shippingFileNames = {
  label: (repairNumber: string) => `shipping label ${repairNumber}.pdf`,
  labels: (requestNo: string) => `shipping labels ${requestNo}.pdf`,
  packingSlip: (requestNo: string) => `packing slip ${requestNo}.pdf`,
  documents: (requestNos: readonly string[]) =>
    `shipping documents ${requestNos.slice(0, 3).join(' ')}${requestNos.length > 3 ? ` and ${requestNos.length - 3} more` : ''}.pdf`,
};

async function sendPdf(reply: FastifyReply, pdf: ShippingPdf, fileName: string): Promise<FastifyReply> {
  const file = await pdf.finish();
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(file);
}

/** Every label of a shipment then its packing slip, for each shipment (the bulk file). */
async function shipmentsPdf(locale: TLocale, tz: string, shipments: TShipment[], title: string) {
  const pdf = new ShippingPdf(locale, title, tz);
  for (const s of shipments) {
    await drawPackingSlip(pdf, s);
    for (let box = 1; box <= s.units.length; box++) await drawLabel(pdf, s, box);
  }
  return pdf;
}

/**
 * Shipping labels and packing slips (issue 30 point 7): printing them is part of sending units in,
 * so they need the User role as the repair request does (Guests only read repairs). A request or
 * repair of another account is 404 as a missing one; so is a repair sent in no request.
 */
export function registerRepairDocumentRoutes(app: TApp, ctx: TAppContext): void {
  const tags = ['repairs'];
  const produces = ['application/pdf'];

  app.get(
    '/repairs/:repairNumber/label',
    {
      config: { access: 'account-user' },
      schema: {
        summary:
          "The repair's shipping label (one box): from, to the depot, repair number and serial as Code 128 barcodes, model, request number, RMA, box n of m; 'shipping label {repair}.pdf'",
        tags,
        params: ZRepairNumberParams,
        querystring: ZDocumentQuery,
        produces,
      },
    },
    async (req, reply) => {
      const scope = accountScope(req, req.query.account_id, REPAIR_REQUEST_MIN_ROLE);
      const { shipment, box } = await shipmentOfRepair(ctx, scope, req.params.repairNumber);
      const locale = requestLocale(req);
      const title = translate(locale, repairLabelMessages.title.id, {
        repairNumber: req.params.repairNumber,
      });
      const pdf = new ShippingPdf(locale, title, safeTimeZone(req.query.tz));
      await drawLabel(pdf, shipment, box);
      return sendPdf(reply, pdf, shippingFileNames.label(req.params.repairNumber));
    },
  );

  app.get(
    '/repair-requests/:requestNo/labels',
    {
      config: { access: 'account-user' },
      schema: {
        summary:
          "Every shipping label of a repair request, one page per unit (box); 'shipping labels {request}.pdf'",
        tags,
        params: z.object({ requestNo: ZRequestNo }).strict(),
        querystring: ZDocumentQuery,
        produces,
      },
    },
    async (req, reply) => {
      const scope = accountScope(req, req.query.account_id, REPAIR_REQUEST_MIN_ROLE);
      const [shipment] = await loadShipments(ctx, scope, [req.params.requestNo]);
      const locale = requestLocale(req);
      const pdf = new ShippingPdf(locale, req.params.requestNo, safeTimeZone(req.query.tz));
      for (let box = 1; box <= shipment!.units.length; box++) await drawLabel(pdf, shipment!, box);
      return sendPdf(reply, pdf, shippingFileNames.labels(req.params.requestNo));
    },
  );

  app.get(
    '/repair-requests/:requestNo/packing-slip',
    {
      config: { access: 'account-user' },
      schema: {
        summary:
          "The packing slip of a repair request (one per shipment): header, addresses, one line per unit; 'packing slip {request}.pdf'",
        tags,
        params: z.object({ requestNo: ZRequestNo }).strict(),
        querystring: ZDocumentQuery,
        produces,
      },
    },
    async (req, reply) => {
      const scope = accountScope(req, req.query.account_id, REPAIR_REQUEST_MIN_ROLE);
      const [shipment] = await loadShipments(ctx, scope, [req.params.requestNo]);
      const locale = requestLocale(req);
      const title = translate(locale, packingSlipMessages.documentTitle.id, {
        requestNo: req.params.requestNo,
      });
      const pdf = new ShippingPdf(locale, title, safeTimeZone(req.query.tz));
      await drawPackingSlip(pdf, shipment!);
      return sendPdf(reply, pdf, shippingFileNames.packingSlip(req.params.requestNo));
    },
  );

  app.get(
    '/repair-requests/documents',
    {
      config: { access: 'account-user' },
      schema: {
        summary: `Every packing slip and shipping label of the repair requests named in 'requests' (comma-separated, at most ${MAX_BULK_REQUESTS}) in one PDF, each request's slip followed by its labels: what a bulk cart's checkout prints`,
        tags,
        querystring: ZBulkQuery,
        produces,
      },
    },
    async (req, reply) => {
      const scope = accountScope(req, req.query.account_id, REPAIR_REQUEST_MIN_ROLE);
      const requestNos = [
        ...new Set(
          (req.query.requests ?? '')
            .split(/_,_|,/)
            .map((s) => s.trim().toUpperCase())
            .filter(Boolean),
        ),
      ];
      if (requestNos.length === 0 || requestNos.length > MAX_BULK_REQUESTS) {
        const message =
          requestNos.length === 0
            ? { id: repairLabelMessages.requestsRequired.id }
            : { id: repairLabelMessages.requestsTooMany.id, values: { max: MAX_BULK_REQUESTS } };
        throw new AppError('ServerValidation.400WrongParams', {
          detail: 'repair requests to print',
          fields: [{ path: 'querystring.requests', message }],
        });
      }
      const shipments = await loadShipments(ctx, scope, requestNos);
      const locale = requestLocale(req);
      const title = translate(locale, packingSlipMessages.documentsTitle.id);
      const pdf = await shipmentsPdf(locale, safeTimeZone(req.query.tz), shipments, title);
      return sendPdf(reply, pdf, shippingFileNames.documents(requestNos));
    },
  );
}
