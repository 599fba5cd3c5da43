import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

interface Job<Input, Answer> {
  input: Input;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

/**
 * A function that runs `script` (beside the caller's module) in one long-lived worker thread:
 * starting a worker and warming its libraries costs more than most jobs, so the worker stays,
 * holding the process open only while it has a job. The script answers each input message with one
 * answer message. From source (tests, dev) the script is `.ts`, loaded through tsx.
 *
 * Jobs run one at a time, so that `resourceLimits` bound each job rather than whatever happens to
 * run together, and so that a worker that dies (out of memory, or otherwise) fails only the job it
 * was running: that job is rejected with the worker's error, and a new worker takes the next.
 */
export function workerFunction<Input, Answer>(script: string, callerUrl: string, resourceLimits: ResourceLimits): (input: Input) => Promise<Answer> {
  const extension = path.extname(fileURLToPath(callerUrl));
  const file = new URL(`${script}${extension}`, callerUrl);
  const queue: Job<Input, Answer>[] = [];
  let running: Job<Input, Answer> | undefined;
  let worker: Worker | undefined;

  function start(): Worker {
    // Node 20 does not apply an --import loader to a worker's own entry: register tsx, then load.
    const started =
      extension === '.ts'
        ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); });`, { eval: true, resourceLimits })
        : new Worker(file, { resourceLimits });
    started.on('message', (answer: Answer) => finish((job) => job.resolve(answer)));
    // A worker that dies emits 'error' then 'exit': only the first is about the job it was running.
    const stopped = (error: unknown) => {
      if (worker !== started) return;
      worker = undefined;
      finish((job) => job.reject(error));
    };
    started.on('error', stopped);
    started.on('exit', (code) => stopped(new Error(`worker ${script} stopped (${code})`)));
    return started;
  }

  function finish(settle: (job: Job<Input, Answer>) => void): void {
    const job = running;
    running = undefined;
    if (job) settle(job);
    runNext();
  }

  function runNext(): void {
    if (running) return;
    running = queue.shift();
    if (!running) {
      worker?.unref();
      return;
    }
    worker ??= start();
    worker.ref();
    worker.postMessage(running.input);
  }

  return (input) =>
    new Promise<Answer>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      runNext();
    });
}
