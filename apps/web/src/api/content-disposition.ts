/**
 * The file name of a download. RFC 6266: `filename*` (RFC 5987, `charset'lang'percent-encoded`)
 * carries the real, possibly Chinese name and wins over the ASCII `filename` fallback.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1];
  const decoded = extended ? decodeExtended(extended.trim()) : undefined;
  if (decoded) return decoded;
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain?.[1]?.trim();
  return name || fallback;
}

function decodeExtended(value: string): string | undefined {
  const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.+)$/.exec(value.replace(/^"|"$/g, ''));
  if (!match) return undefined;
  const [, charset = '', encoded = ''] = match;
  try {
    if (/^utf-8$/i.test(charset)) return decodeURIComponent(encoded);
    // ISO-8859-1: each %XX is one character.
    return encoded.replace(/%([0-9a-f]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return undefined;
  }
}
