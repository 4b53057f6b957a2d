/**
 * Download file names (spec section 9). Pure functions only: the server names its downloads with
 * them (its Content-Disposition header: server/platform/content-disposition.ts).
 */
import { fileNameAccountId } from './accounts.ts';

export const RELEASE_NOTES_FILE_NAME = 'ReleaseNotes.pdf';

/** Characters that no file system or header accepts in a name; replaced by '_'. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]/g;

/** Removes characters that are unsafe in file names; never returns an empty or dot-only name. */
export function safeFileNamePart(part: string): string {
  const cleaned = part.replace(UNSAFE, '_').trim();
  return /^\.*$/.test(cleaned) ? '_' : cleaned;
}

export interface TListFileName {
  /** The account id as stored (e.g. 'NA-100001'); shown without its prefix before the first dash. */
  accountId: string;
  /** What is exported, e.g. 'Cases'. */
  kind: string;
  /** The list type, e.g. 'AllCases'. */
  type?: string | null;
  /** Date range as given by the filter, each end optional (e.g. '2026-01-01'). */
  dateFrom?: string | null;
  dateTo?: string | null;
  /** Extension without the dot (csv, xlsx, pdf, zip, html); none gives the name without extension. */
  fileType?: string;
}

/**
 * '{account} {kind} {type} {date range}.{filetype}' with underscores for spaces (spec section 9).
 * Empty parts are left out, so a list without a type or a date range still gets a clean name.
 */
export function listFileName(p: TListFileName): string {
  const parts = [fileNameAccountId(p.accountId), p.kind, p.type, p.dateFrom, p.dateTo]
    .map((s) => (s ?? '').trim())
    .filter((s) => s !== '');
  const base = safeFileNamePart(parts.join(' ')).replace(/\s+/g, '_');
  return p.fileType ? `${base}.${p.fileType}` : base;
}

/** 'device repair {rma_number} for SN {serial_number}.pdf' (spaces kept, as the spec writes it). */
export function deviceRepairFileName(rmaNumber: string, serialNumber: string): string {
  return `${safeFileNamePart(`device repair ${rmaNumber} for SN ${serialNumber}`)}.pdf`;
}

/** 'infrastructure repair {case_number} for SN {serial_number}.pdf'. */
export function infrastructureRepairFileName(caseNumber: string, serialNumber: string): string {
  return `${safeFileNamePart(`infrastructure repair ${caseNumber} for SN ${serialNumber}`)}.pdf`;
}
