import { createHmac, timingSafeEqual } from 'node:crypto';
import { notAllowed } from '../../core/errors.js';

/** Who a link is for: the questionnaire (and its school), the respondent's school, type and id, and when it expires (seconds). */
export interface AnswerLinkClaims {
  ownerSchoolId: number;
  questionnaireId: number;
  respondentSchoolId: number;
  respondentType: number;
  respondentId: number;
  expires: number;
}

/** A respondent's link stays usable this long after it is made (a reminder makes a fresh one). */
export const ANSWER_LINK_DAYS = 30;

const FIELDS = ['ownerSchoolId', 'questionnaireId', 'respondentSchoolId', 'respondentType', 'respondentId', 'expires'] as const;
const signatureOf = (secret: string, payload: string) => createHmac('sha256', secret).update(`questionnaire:${payload}`).digest('base64url');

/** `<claims joined by dots>.<HMAC-SHA256>`: nothing secret in it, nothing changeable without the server's key. */
export function signAnswerLink(secret: string, claims: AnswerLinkClaims): string {
  const payload = FIELDS.map((field) => claims[field]).join('.');
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** The claims of a genuine, unexpired link; anything else is refused alike (2000014). */
export function verifyAnswerLink(secret: string, token: string, nowSeconds: number): AnswerLinkClaims {
  const parts = token.split('.');
  const signature = parts.pop() ?? '';
  const payload = parts.join('.');
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  const numbers = parts.map(Number);
  if (parts.length !== FIELDS.length || numbers.some((value) => !Number.isSafeInteger(value) || value <= 0) || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw notAllowed('答卷链接无效，请向幼儿园索取新的链接');
  }
  const claims = Object.fromEntries(FIELDS.map((field, index) => [field, numbers[index]!])) as unknown as AnswerLinkClaims;
  if (claims.expires < nowSeconds) throw notAllowed('答卷链接已过期，请向幼儿园索取新的链接');
  return claims;
}
