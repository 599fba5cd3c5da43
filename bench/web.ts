/** The console's first load: entry bytes (gzip) of a build, and the LCP Chromium reports. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright';

/** `vite build` of the app at `root` into `outDir` (never the console's own dist, which others serve). */
export function viteBuild(root: string, outDir: string): void {
  execFileSync('npx', ['vite', 'build', root, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
}

/** Gzipped bytes of what index.html loads before anything else: the entry script, its preloads, the style sheets. */
export function entryBytes(outDir: string, base: string): { js: number; css: number } {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="([^"]+\.(js|css))"/g)].map((match) => ({ file: match[1]!.replace(base, ''), kind: match[2] as 'js' | 'css' }));
  const sizes = { js: 0, css: 0 };
  for (const asset of assets) sizes[asset.kind] += gzipSync(readFileSync(path.join(outDir, asset.file))).length;
  return sizes;
}

export async function openChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium' });
}

/**
 * LCP of a cold load (a new context: empty cache) at a desktop viewport, in ms, once the network
 * is quiet; `storage` is put in sessionStorage first (a signed-in console).
 */
export async function measureLcp(browser: Browser, url: string, storage: Record<string, string> = {}): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
    }, storage);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(Number.NaN), 10_000);
        }),
    );
  } finally {
    await context.close();
  }
}
