// Preloaded into the server under test (node --import): on SIGUSR2 it writes the event loop delay
// since the last signal (ms) to BENCH_PROBE_FILE and starts over. Plain JS, as node preloads it untranspiled.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on('SIGUSR2', () => {
  const ms = (ns) => ns / 1e6;
  const delay = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
  writeFileSync(process.env.BENCH_PROBE_FILE, JSON.stringify(delay));
  histogram.reset();
});
