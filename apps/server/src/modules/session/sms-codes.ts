import { ErrorCode, type SmsPurpose } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { addMinutes, addSeconds, iso, type Clock } from '../../clock.js';
import { AppError } from '../../core/errors.js';
import type { SmsProvider } from '../../core/sms.js';
import type { Database } from '../../db/schema.js';
import * as repository from './session.repository.js';

export const SMS_CODE_RULES = {
  lifetimeSeconds: 5 * 60,
  maxAttempts: 5,
  resendAfterSeconds: 60,
  dailyCapPerPhone: 10,
  /** After ValidCode, the password must be set within this time. */
  verifiedWindowMinutes: 10,
};

/** The daily cap counts the codes sent in the last 24 hours, not since midnight. */
const CAP_WINDOW_SECONDS = 24 * 3600;

const purposeText: Record<SmsPurpose, string> = {
  login: '登录',
  resetPassword: '重置密码',
  changePhone: '更换手机号',
};

const wrongCode = () => new AppError(ErrorCode.NOT_ALLOWED, '验证码错误或已失效');
const tooOften = () => new AppError(ErrorCode.NOT_ALLOWED, '验证码发送过于频繁，请60秒后再试');

/**
 * A code older than the cap's window no longer counts toward the cap, and has long stopped working
 * (it lives 5 minutes, and a verified one 10 more); a send slot whose pause is over is overwritten
 * by the next claim as if it were absent. Neither changes any answer, so both go.
 */
export function pruneStaleSmsRows({ db, clock }: { db: Kysely<Database>; clock: Clock }): Promise<void> {
  const now = clock.now();
  return repository.deleteStaleSmsRows(db, iso(addSeconds(now, -CAP_WINDOW_SECONDS)), iso(now));
}

export function smsCodes(deps: { db: Kysely<Database>; clock: Clock; sms: SmsProvider; secret: () => Promise<string> }) {
  const { db, clock } = deps;
  const hashCode = async (codeId: string, code: string) =>
    createHmac('sha256', await deps.secret()).update(`${codeId}:${code}`).digest('hex');

  /** Finds the code and counts the try; throws unless `code` matches. */
  async function check(phone: string, purpose: SmsPurpose, codeId: string | undefined, code: string) {
    const row = await repository.findCode(db, phone, purpose, codeId);
    const now = clock.now();
    if (!row || row.consumedAt || row.expiresAt <= iso(now)) throw wrongCode();
    if (!(await repository.countCodeAttempt(db, row.id, SMS_CODE_RULES.maxAttempts))) {
      throw new AppError(ErrorCode.NOT_ALLOWED, '验证码错误次数过多，请重新获取');
    }
    if (row.codeHash !== (await hashCode(row.id, code))) throw wrongCode();
    return row;
  }

  return {
    async send(phone: string, purpose: SmsPurpose) {
      const now = clock.now();
      const today = await repository.recentCodes(db, phone, iso(addSeconds(now, -CAP_WINDOW_SECONDS)));
      const last = today[0];
      if (last && last.createdAt > iso(addSeconds(now, -SMS_CODE_RULES.resendAfterSeconds))) throw tooOften();
      if (today.length >= SMS_CODE_RULES.dailyCapPerPhone) {
        throw new AppError(ErrorCode.NOT_ALLOWED, '今日验证码发送次数已达上限，请明天再试');
      }
      // Two sends that both passed the reads above: one takes the slot, so the pause and the cap hold.
      if (!(await repository.claimSendSlot(db, phone, iso(now), iso(addSeconds(now, SMS_CODE_RULES.resendAfterSeconds))))) {
        throw tooOften();
      }
      const codeId = randomUUID().replaceAll('-', '');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repository.insertSmsCode(db, {
        id: codeId,
        phone,
        purpose,
        codeHash: await hashCode(codeId, code),
        createdAt: iso(now),
        expiresAt: iso(addSeconds(now, SMS_CODE_RULES.lifetimeSeconds)),
        verifiedAt: null,
        consumedAt: null,
      });
      await deps.sms.send(phone, `【园务】您的${purposeText[purpose]}验证码为 ${code}，5分钟内有效，请勿告知他人。`);
      return { codeId, expiresInSeconds: SMS_CODE_RULES.lifetimeSeconds, resendAfterSeconds: SMS_CODE_RULES.resendAfterSeconds };
    },

    /** What `send` answers, for a phone without an account: nothing is stored or sent. */
    decoy() {
      const codeId = randomUUID().replaceAll('-', '');
      return { codeId, expiresInSeconds: SMS_CODE_RULES.lifetimeSeconds, resendAfterSeconds: SMS_CODE_RULES.resendAfterSeconds };
    },

    /** Checks and uses up the code. */
    async consume(phone: string, purpose: SmsPurpose, codeId: string | undefined, code: string): Promise<void> {
      const row = await check(phone, purpose, codeId, code);
      if (!(await repository.consumeCode(db, row.id, iso(clock.now())))) throw wrongCode();
    },

    /** Checks the code and remembers that it passed, for a second step that sets the password. */
    async verify(phone: string, purpose: SmsPurpose, codeId: string, code: string): Promise<void> {
      const row = await check(phone, purpose, codeId, code);
      await repository.markCodeVerified(db, row.id, iso(clock.now()));
    },

    /** Uses up a code that `verify` passed a short while ago. */
    async consumeVerified(phone: string, purpose: SmsPurpose, codeId: string): Promise<void> {
      const row = await repository.findCode(db, phone, purpose, codeId);
      const now = clock.now();
      const fresh = row?.verifiedAt && row.verifiedAt > iso(addMinutes(now, -SMS_CODE_RULES.verifiedWindowMinutes));
      if (!row || !fresh || !(await repository.consumeCode(db, row.id, iso(now)))) throw wrongCode();
    },
  };
}

export type SmsCodes = ReturnType<typeof smsCodes>;
