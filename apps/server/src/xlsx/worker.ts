import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Runs a worker script once with `input` as its workerData and answers its one message. The
 * script sits beside the caller's module: `.js` in the build, `.ts` from source (tests, dev), which
 * the worker then loads through tsx as the main thread does.
 */
export function inWorker<Answer>(script: string, callerUrl: string, input: unknown): Promise<Answer> {
  const extension = path.extname(fileURLToPath(callerUrl));
  const file = new URL(`${script}${extension}`, callerUrl);
  // From source, the worker registers tsx first, then loads the script (Node 20 does not apply an
  // --import loader to a worker's own entry).
  const worker =
    extension === '.ts'
      ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); });`, { eval: true, workerData: input })
      : new Worker(file, { workerData: input });
  return new Promise<Answer>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`worker ${script} stopped (${code}) without answering`)));
  }).finally(() => void worker.terminate());
}
