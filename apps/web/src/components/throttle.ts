/**
 * Runs `fn` at most once per `waitMs`: the first call at once, the last of a burst when the wait
 * is over, so the final position of a scroll is never missed.
 */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, waitMs: number) {
  let lastRun = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latestArgs: Args | undefined;

  const run = (args: Args) => {
    lastRun = Date.now();
    fn(...args);
  };

  const throttled = (...args: Args) => {
    const wait = lastRun + waitMs - Date.now();
    if (wait <= 0 && timer === undefined) return run(args);
    latestArgs = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (latestArgs) run(latestArgs);
      latestArgs = undefined;
    }, Math.max(wait, 0));
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    latestArgs = undefined;
  };
  return throttled;
}
