import { ErrorCode, legacySignatureText, SIGNED_PATH_MAX_SKEW_SECONDS } from '@yuanwu/shared';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.js';
import { AppError } from '../core/errors.js';
import type { SignedPathParams } from './endpoint-adapter.js';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const refused = (why: string) => new AppError(ErrorCode.NOT_ALLOWED, why);

export function signedPathVerifier(apps: Record<string, string>, clock: Clock) {
  return (path: string, query: Record<string, unknown>, { appId, signature, timestamp }: SignedPathParams): void => {
    const key = Object.hasOwn(apps, appId) ? apps[appId] : undefined;
    if (!key) throw refused('应用未授权');
    const seconds = Number(timestamp);
    if (!/^\d{9,11}$/.test(timestamp) || Math.abs(clock.now().getTime() / 1000 - seconds) > SIGNED_PATH_MAX_SKEW_SECONDS) {
      throw refused('请求已过期，请校准时间后重试');
    }
    const expected = Buffer.from(md5(key + legacySignatureText(path, query, timestamp)));
    const given = Buffer.from(signature.toLowerCase());
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refused('签名错误');
  };
}
