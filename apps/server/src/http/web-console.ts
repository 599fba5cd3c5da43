import type { FastifyHelmetOptions } from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** A client route such as /home or /teacherInfo/3, as opposed to a file such as /assets/app.js. */
export const isClientRoute = (url: string) => !url.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(url.split('?')[0]!);

/**
 * What the built console needs, and nothing more (checked against `vite build` output: index.html
 * loads module scripts and one stylesheet, no inline script):
 * - styles: antd 6 writes its CSS-in-JS into <style> elements at run time, and components set
 *   style attributes, so style-src needs 'unsafe-inline' (a nonce would mean rewriting index.html
 *   for every answer, and does not cover style attributes);
 * - images: data: for antd's upload placeholders, blob: for previews of a picked file;
 * - media: blob: as well, for a video held in memory;
 * - no eval, no other origin: every call and file goes to this server.
 * Sent on every answer (console, assets, API, files): an uploaded SVG or HTML opened from its
 * link runs no script either.
 */
export const consoleSecurityHeaders: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      // Not helmet's upgrade-insecure-requests: a school serving plain HTTP on its own network
      // would have every asset asked over HTTPS and see a blank page.
    },
  },
  frameguard: { action: 'deny' },
  // Nothing here reads Referer, and a page's address is nobody else's business.
  referrerPolicy: { policy: 'no-referrer' },
  // The server speaks plain HTTP; whoever terminates TLS decides about HSTS for the whole domain.
  strictTransportSecurity: false,
  // The families' and teachers' apps show public files from other origins; answers need the Auth
  // header or a signed link, never a cookie, so a cross-origin embed learns nothing from them.
  crossOriginResourcePolicy: false,
};

/** The family page's client routes (家长端, its own page of the same build): /family/, /family/notices/3 ... */
const isFamilyRoute = (url: string) => /^\/family(\/|$|\?)/.test(url);

/**
 * Serves the built console from the same origin. Client routes (/home, /login ...) fall back to
 * index.html, and the family page's (/family/...) to family.html; returns that fallback, or undefined
 * when the console has not been built.
 */
export async function registerWebConsole(
  app: FastifyInstance,
  distDir: string | undefined,
): Promise<((reply: FastifyReply, url: string) => FastifyReply) | undefined> {
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) return undefined;
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Otherwise send's own `public, max-age=0` replaces the Cache-Control set below.
    cacheControl: false,
    setHeaders: (response, filePath) => {
      // Vite names every file under assets/ by its content hash: a new build makes new names.
      const immutable = filePath.startsWith(assetsDir);
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (reply, url) => reply.header('Cache-Control', 'no-cache').sendFile(isFamilyRoute(url) ? 'family.html' : 'index.html');
}
