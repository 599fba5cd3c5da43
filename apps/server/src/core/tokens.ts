import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 random bits. */
export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The token that replaces `oldToken` on refresh. Derived rather than random so that concurrent
 * refreshes of one token, which all hold the old token, all arrive at the same successor while
 * the server stores only hashes.
 */
export const successorOf = (oldToken: string, secret: string) =>
  createHmac('sha256', secret).update(`refresh:${oldToken}`).digest('base64url');
