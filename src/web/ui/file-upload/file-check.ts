import type { TErrorCode } from '../../../shared/errors.ts';
import { hasHiddenFormatCharacters, isAllowedExtension, isValidFileName } from '../../../shared/domain/uploads.ts';

/**
 * The checks a browser can make before sending a file (spec section 5): the extension is one of
 * the allowed ones, the name has no forbidden characters (nor hidden ones that change how it
 * reads), the size is within the limit. The server
 * checks again, and the content too.
 */
export function checkFile(
  file: { name: string; size: number },
  maxMb: number,
): { code: TErrorCode; values?: Record<string, string | number> } | undefined {
  if (hasHiddenFormatCharacters(file.name)) return { code: 'ServerValidation.400FileNameHiddenCharacters' };
  if (!isValidFileName(file.name) || !isAllowedExtension(file.name)) {
    return { code: 'ServerValidation.400ForbiddenFileType' };
  }
  if (file.size > maxMb * 1024 * 1024) return { code: 'ServerValidation.413FileTooLarge', values: { maxMb } };
  if (file.size === 0) return { code: 'ServerValidation.422NoFile' };
  return undefined;
}
