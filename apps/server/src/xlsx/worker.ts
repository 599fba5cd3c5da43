import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

interface Pending<Answer> {
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

/**
 * A function that runs `script` (beside the caller's module) in one long-lived worker thread:
 * starting a worker and warming its libraries costs more than most jobs, so the worker stays,
 * unreferenced, and a new one starts only after a crash. The script answers each `{ id, input }`
 * message with `{ id, answer }`. From source (tests, dev) the script is `.ts`, loaded through tsx.
 */
export function workerFunction<Input, Answer>(script: string, callerUrl: string): (input: Input) => Promise<Answer> {
  const extension = path.extname(fileURLToPath(callerUrl));
  const file = new URL(`${script}${extension}`, callerUrl);
  const pending = new Map<number, Pending<Answer>>();
  let worker: Worker | undefined;
  let nextId = 0;

  function start(): Worker {
    // Node 20 does not apply an --import loader to a worker's own entry: register tsx, then load.
    const started =
      extension === '.ts'
        ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); });`, { eval: true })
        : new Worker(file);
    started.unref();
    started.on('message', ({ id, answer }: { id: number; answer: Answer }) => {
      pending.get(id)?.resolve(answer);
      pending.delete(id);
    });
    const fail = (error: unknown) => {
      worker = undefined;
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`worker ${script} stopped (${code})`)));
    return started;
  }

  return (input) =>
    new Promise<Answer>((resolve, reject) => {
      worker ??= start();
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, input });
    });
}
