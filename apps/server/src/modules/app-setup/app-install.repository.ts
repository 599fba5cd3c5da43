import type { AppAudience } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface AppLogin {
  phone: string;
  audience: AppAudience;
  appId?: string | undefined;
  deviceId?: string | undefined;
  at: string;
}

/**
 * Records a sign-in from an app: the apps send the phone's deviceId, the console sends none, so a
 * sign-in without one is not an install and leaves nothing.
 */
export async function recordAppLogin(db: Kysely<Database>, login: AppLogin): Promise<void> {
  if (!login.deviceId) return;
  const seen = { appId: login.appId ?? null, deviceId: login.deviceId, lastLoginAt: login.at };
  await db
    .insertInto('appInstall')
    .values({ phone: login.phone, audience: login.audience, ...seen, firstLoginAt: login.at })
    .onConflict((conflict) => conflict.columns(['phone', 'audience']).doUpdateSet(seen))
    .execute();
}
