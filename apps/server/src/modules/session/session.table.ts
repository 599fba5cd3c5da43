import type { Generated } from 'kysely';

export interface SessionTable {
  id: Generated<number>;
  /** sha256 of the token: the token itself is never stored. */
  tokenHash: string;
  teacherId: number;
  /** The school the session works in: the teacher's own, or a branch a group administrator switched to. */
  schoolId: number;
  platId: string | null;
  deviceId: string | null;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string;
  accessExpiresAt: string;
  absoluteExpiresAt: string;
  rotatedAt: string | null;
  successorHash: string | null;
  revokedAt: string | null;
  /** The first session of the chain this one was refreshed from (its own id if none): logout ends the chain. */
  chainId: number | null;
}

export interface SmsCodeTable {
  /** The codeId the caller received. */
  id: string;
  phone: string;
  purpose: string;
  codeHash: string;
  createdAt: string;
  expiresAt: string;
  attempts: Generated<number>;
  verifiedAt: string | null;
  consumedAt: string | null;
}

/** When a phone may be sent its next code: claimed by each send, so that two sends at once text it once. */
export interface SmsSendSlotTable {
  phone: string;
  nextSendAt: string;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  windowStartedAt: string;
  lockedUntil: string | null;
}

declare module '../../db/schema.js' {
  interface Database {
    session: SessionTable;
    smsCode: SmsCodeTable;
    smsSendSlot: SmsSendSlotTable;
    loginThrottle: LoginThrottleTable;
  }
}
