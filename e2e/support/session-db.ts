import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { DATA_DIR } from './server';

/** Ends the access lifetime of `token` in the server's database, as two hours of waiting would. */
export function expireAccess(token: string): void {
  const db = new Database(path.join(DATA_DIR, 'yuanwu.sqlite'));
  try {
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const changed = db.prepare('UPDATE session SET access_expires_at = ? WHERE token_hash = ?').run('2000-01-01T00:00:00.000Z', tokenHash);
    if (changed.changes !== 1) throw new Error('no session row for the token');
  } finally {
    db.close();
  }
}
