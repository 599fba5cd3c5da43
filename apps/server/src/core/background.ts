export const ONE_HOUR_MS = 60 * 60 * 1000;

/** Where background work reports what went wrong: nobody waits for its answer. */
export interface JobLog {
  error(details: object, message: string): void;
}

/**
 * Runs `job` every `intervalMs` until the answer is called, which stops it and waits for a run under
 * way (for the app's onClose). A run still going when the next is due makes that one skip, and the
 * timer does not keep the process alive.
 */
export function repeatEvery(intervalMs: number, job: () => Promise<unknown>, log: JobLog, failure: string): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = job()
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
