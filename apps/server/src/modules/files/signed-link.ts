import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature of a file link: HMAC-SHA256 over the file and the second the link expires. */
export function linkSignature(secret: string, fileId: number, expires: number): string {
  return createHmac('sha256', secret).update(`file:${fileId}:${expires}`).digest('base64url');
}

export function isLinkSignature(secret: string, fileId: number, expires: number, given: string): boolean {
  const expected = Buffer.from(linkSignature(secret, fileId, expires));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
