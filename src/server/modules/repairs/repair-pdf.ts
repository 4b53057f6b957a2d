/**
 * The PDF of one repair (GET /mapi/repairs/:repairNumber/pdf): its fields and its timeline as a
 * two-column table ("Field", "Value") through the export engine's PDF (platform/export), named as
 * spec section 9 says (`repairPdfFileName`).
 */
import type { FastifyReply } from 'fastify';
import { streamExport } from '../../platform/export/stream-export.ts';
import type { TExportRow } from '../../platform/export/types.ts';
import { translate } from '../../platform/i18n.ts';
import type { TRepairAddress, TRepairDetail } from '../../../shared/contracts/repairs.ts';
import { repairPdfFileName } from '../../../shared/domain/repairs.ts';
import { commonMessages } from '../../../shared/i18n/common-messages.ts';
import { defineMessages } from '../../../shared/i18n/define.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';
import { repairColumnMessages as m, repairTextMessages } from '../../../shared/i18n/repair-messages.ts';

export const repairPdfMessages = defineMessages({
  title: { id: 'RepairPdf.title', defaultMessage: 'Repair {repairNumber}' },
  field: { id: 'RepairPdf.field', defaultMessage: 'Field' },
  value: { id: 'RepairPdf.value', defaultMessage: 'Value' },
});

function addressText(a: TRepairAddress | null): string | null {
  if (!a) return null;
  return [a.name, ...a.lines, [a.postalCode, a.city].filter(Boolean).join(' '), a.country]
    .filter(Boolean)
    .join(', ');
}

/** The rows of the repair's PDF: each field with its value in the user's language, then the timeline. */
export function repairPdfRows(r: TRepairDetail, locale: TLocale): TExportRow[] {
  const t = (id: string, values?: Record<string, string | number>) => translate(locale, id, values);
  const yesNo = (v: boolean) => t(v ? commonMessages.yes.id : commonMessages.no.id);
  const value = (labelId: string, v: string) => t(`${labelId}.${v}`);
  const fields: [string, unknown][] = [
    [m.repairNumber.id, r.repairNumber],
    [m.srNumber.id, r.srNumber],
    [m.kind.id, value(m.kind.id, r.kind)],
    [m.status.id, value(m.status.id, r.status)],
    [m.serialIn.id, r.serialIn],
    [m.serialOut.id, r.serialOut],
    [m.deviceModel.id, r.deviceModel],
    [m.customerNumber.id, r.customerNumber],
    [m.contractNumber.id, r.contractNumber],
    [m.poNumber.id, r.poNumber],
    [m.depot.id, r.depot],
    [m.serviceType.id, value(m.serviceType.id, r.serviceType)],
    [m.billingAddress.id, addressText(r.billingAddress)],
    [m.shippingAddress.id, addressText(r.shippingAddress)],
    [m.endUserAddress.id, addressText(r.endUserAddress)],
    [m.firmwareVersion.id, r.firmwareVersion],
    [m.flashcodeVersion.id, r.flashcodeVersion],
    [
      m.radioPassword.id,
      t(r.radioPasswordSet ? repairTextMessages.passwordSet.id : repairTextMessages.passwordNotSet.id),
    ],
    [m.encryption.id, r.encryption],
    [m.fmApproval.id, yesNo(r.fmApproval)],
    [m.ulApproval.id, yesNo(r.ulApproval)],
    [m.estimateOption.id, r.estimateOption && value(m.estimateOption.id, r.estimateOption)],
    [m.ccInvoiceRecipient.id, r.ccInvoiceRecipient],
    [m.eInvoiceRecipients.id, r.eInvoiceRecipients.join('; ') || null],
    [m.symptoms.id, r.symptoms.join('; ') || null],
    [m.quoteNumber.id, r.quoteNumber],
    [m.unitPrice.id, r.unitPrice],
    [m.currency.id, r.currency],
    [m.quotationDate.id, r.quotationDate && new Date(r.quotationDate)],
    [m.createdAt.id, new Date(r.createdAt)],
    [m.updatedAt.id, new Date(r.updatedAt)],
  ];
  const na = t(commonMessages.notAvailable.id);
  const rows: TExportRow[] = fields.map(([labelId, v]) => ({
    field: t(labelId),
    value: v === null || v === '' ? na : v,
  }));
  const stepLabel = (step: string) => t(`Repairs.step.${step}`);
  for (const e of [...r.timeline].reverse()) {
    const tracking = e.trackingNumber
      ? ` (${t(repairTextMessages.trackingNumber.id, { number: e.trackingNumber })})`
      : '';
    rows.push({ field: `${stepLabel(e.step)}${tracking}`, value: new Date(e.at) });
  }
  return rows;
}

/** Answers the repair's PDF (attachment). */
export function sendRepairPdf(
  reply: FastifyReply,
  repair: TRepairDetail,
  opts: { locale: TLocale; account: string; timeZone?: string },
): Promise<FastifyReply> {
  return streamExport(reply, {
    format: 'pdf',
    fileName: repairPdfFileName(repair).replace(/\.pdf$/, ''),
    title: translate(opts.locale, repairPdfMessages.title.id, { repairNumber: repair.repairNumber }),
    columns: [
      { id: 'field', label: translate(opts.locale, repairPdfMessages.field.id), type: 'text' },
      { id: 'value', label: translate(opts.locale, repairPdfMessages.value.id) },
    ],
    rows: repairPdfRows(repair, opts.locale),
    locale: opts.locale,
    account: opts.account,
    timeZone: opts.timeZone,
  });
}
