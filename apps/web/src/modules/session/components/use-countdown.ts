import { useEffect, useState } from 'react';

/** Seconds left until `start(seconds)` runs out, ticking once a second; 0 when idle. */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setRemaining((seconds) => Math.max(seconds - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  return { remaining, start: setRemaining };
}
