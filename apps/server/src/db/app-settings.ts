import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from './schema.js';

/**
 * A server secret kept in the database, made on first use, so every server on one database
 * agrees on it without configuration. `override` (from the environment) wins when set.
 */
export function serverSecret(db: Kysely<Database>, key: string, override?: string): () => Promise<string> {
  let cached: Promise<string> | undefined = override ? Promise.resolve(override) : undefined;
  return () => (cached ??= readOrCreate(db, key));
}

async function readOrCreate(db: Kysely<Database>, key: string): Promise<string> {
  await db
    .insertInto('appSetting')
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('appSetting').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
