import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** A client route such as /home or /teacherInfo/3, as opposed to a file such as /assets/app.js. */
export const isClientRoute = (url: string) => !url.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(url.split('?')[0]!);

/**
 * Serves the built console from the same origin. Client routes (/home, /login ...) fall back to
 * index.html; returns that fallback, or undefined when the console has not been built.
 */
export async function registerWebConsole(
  app: FastifyInstance,
  distDir: string | undefined,
): Promise<((reply: FastifyReply) => FastifyReply) | undefined> {
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders: (response, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}
