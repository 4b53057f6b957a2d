import createContentDisposition from 'content-disposition';
import { safeFileNamePart } from '../../shared/domain/file-names.ts';

/**
 * Content-Disposition of a download, written by the `content-disposition` package: the name
 * cleaned of what no file system or header accepts (safeFileNamePart), a plain ASCII `filename`
 * every client reads (other letters as '_'), and RFC 6266 `filename*` with the UTF-8 name when
 * that differs. The browser reads it back with web/lib/content-disposition.ts.
 */
export function contentDisposition(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const name = safeFileNamePart(fileName);
  return createContentDisposition(name, { type: disposition, fallback: name.replace(/[^\x20-\x7e]/g, '_') });
}
