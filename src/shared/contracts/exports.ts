import { z } from 'zod';
import { ZExportFormat } from './list.ts';

/**
 * Query parameters every list export adds to its list's query (GET /mapi/<list>/export):
 * - format: csv, xlsx, pdf, print (an HTML page that opens the print dialog) or zip (CSV + Excel + PDF + print page);
 * - columns: the visible column ids, comma-separated, in order (default: the list's default columns);
 * - tz: the IANA time zone for dates in the PDF and print page (default UTC).
 * At most EXPORT_MAX_ROWS rows (else 413 ServerValidation.413ExportLimitExceeded with `{max}`).
 */
export const ZExportParams = z.object({
  format: ZExportFormat,
  columns: z.string().max(2000).optional(),
  tz: z.string().max(64).optional(),
});
export type TExportParams = z.infer<typeof ZExportParams>;
