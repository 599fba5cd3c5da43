import { test as base } from '@playwright/test';
import { CLOCK_START } from './clock';

export { expect } from '@playwright/test';

/**
 * Playwright's test, with the browser's clock set to the server's pinned day before the test's
 * first page loads. The console reads "today" from the browser (the attendance sheet's day, the
 * dates a form offers, the future days it disables), so both clocks must agree on the date. The
 * browser's time flows on from nine o'clock as the server's does; that it starts again with each
 * test, minutes behind the server's, is not seen: the console takes only the date from it.
 */
export const test = base.extend<{ pinnedClock: void }>({
  pinnedClock: [
    async ({ context }, use) => {
      await context.clock.install({ time: CLOCK_START });
      await use();
    },
    { auto: true },
  ],
});
