/**
 * The legacy signed path: `<path>/<appId>/<signature>/<timestamp>` with signature = md5(key + this
 * text). The text is the lowercased path and sorted query with the slashes removed, followed by the
 * timestamp (seconds), so a signature cannot be replayed later.
 */
export function legacySignatureText(path: string, query: Record<string, unknown>, timestamp: string): string {
  const pairs = Object.keys(query)
    .sort()
    .map((key) => `${key}=${String(query[key])}`)
    .join('&');
  return `${path}${pairs ? `?${pairs}` : ''}`.toLowerCase().replaceAll('/', '') + timestamp;
}

/** A signature older or newer than this is refused. */
export const SIGNED_PATH_MAX_SKEW_SECONDS = 300;
