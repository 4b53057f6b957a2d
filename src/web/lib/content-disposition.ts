/**
 * The file name of a download from its Content-Disposition header (spec section 7: the name comes
 * from content-disposition unless the caller chose one). `filename*` (RFC 5987/6266, UTF-8) wins
 * over `filename`; path parts are stripped so a header can never name a folder.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended?.[1]) {
    const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
    const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
    const encoded = match ? match[2]! : value;
    try {
      const decoded = safeName(decodeURIComponent(encoded));
      if (decoded) return decoded;
    } catch {
      // A malformed percent-encoding falls through to the plain filename parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return safeName(quoted[1].replace(/\\(.)/g, '$1'));
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  if (bare?.[1]) return safeName(bare[1]);
  return undefined;
}

function safeName(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base && base !== '.' && base !== '..' ? base : undefined;
}
