import { appendFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';

/** Where text messages go; the default writes them to the log and an outbox file. */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

/** Development and demo: the code is read from the server log or `<data>/sms-outbox.jsonl`. */
export function outboxSmsProvider(log: FastifyBaseLogger, outboxFile: string | undefined): SmsProvider {
  return {
    async send(phone, text) {
      log.info({ phone, text }, 'sms (outbox provider)');
      if (outboxFile) await appendFile(outboxFile, `${JSON.stringify({ phone, text, at: new Date().toISOString() })}\n`);
    },
  };
}

/** A real gateway: POSTs `{ phone, text }` as JSON to SMS_WEBHOOK_URL. */
export function webhookSmsProvider(url: string): SmsProvider {
  return {
    async send(phone, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`sms gateway answered ${response.status}`);
    },
  };
}

/** Tests read the codes from here. */
export function memorySmsProvider(): SmsProvider & { sent: { phone: string; text: string }[]; lastCode(phone: string): string } {
  const sent: { phone: string; text: string }[] = [];
  return {
    sent,
    async send(phone, text) {
      sent.push({ phone, text });
    },
    lastCode(phone) {
      const message = sent.filter((item) => item.phone === phone).at(-1);
      const code = message?.text.match(/\d{6}/)?.[0];
      if (!code) throw new Error(`no code sent to ${phone}`);
      return code;
    },
  };
}
