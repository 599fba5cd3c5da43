import { parentPort } from 'node:worker_threads';

/** For worker.test.ts: doubles a number; `hog` holds memory until the worker's heap cap stops it; `exit` exits. */
parentPort!.on('message', (input: number | 'hog' | 'exit') => {
  if (input === 'exit') process.exit(3);
  if (input === 'hog') {
    const held: number[][] = [];
    for (;;) held.push(new Array(100_000).fill(held.length));
  }
  parentPort!.postMessage(input * 2);
});
