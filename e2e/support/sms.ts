import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DATA_DIR } from './server';

interface OutboxLine {
  phone: string;
  text: string;
  at: string;
}

async function outbox(): Promise<OutboxLine[]> {
  const text = await readFile(path.join(DATA_DIR, 'sms-outbox.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/**
 * The 6-digit code last texted to `phone` since `since`, as the demo SMS provider wrote it. The
 * outbox stamps its lines with the system's time, not the server's pinned clock: so is `since`.
 */
export async function codeSentTo(phone: string, since: Date, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const sent = (await outbox()).filter((line) => line.phone === phone && Date.parse(line.at) >= since.getTime()).at(-1);
    const code = sent?.text.match(/\d{6}/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code texted to ${phone}`);
}
