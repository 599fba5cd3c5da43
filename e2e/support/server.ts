import os from 'node:os';
import path from 'node:path';

/**
 * The server the browser tests start: its own port (E2E_PORT) and a data directory made fresh per
 * run. `npm test` runs shards side by side, each on a port of its own, so each gets its own server
 * and demo kindergarten.
 */
export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const DATA_DIR = path.join(os.tmpdir(), `yuanwu-e2e-${PORT}`);
