// The web console (issue 20), served from the server itself: the files the project's build put in
// apps/console/dist, at /console/, with a content security policy that lets its page load its own
// script and stylesheet and talk to this server only. Nothing is fetched from elsewhere.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built console: apps/console/dist, beside this app's src and dist folders alike. */
export const CONSOLE_DIR = fileURLToPath(new URL('../../../console/dist/', import.meta.url));

export const CONSOLE_PATH = '/console/';

/** The console's own files and this server's API, nothing else; no frame may hold it. */
export const CONSOLE_HELMET = {
  contentSecurityPolicy: {
    useDefaults: false as const,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
};

export function isConsoleRoute(url: string): boolean {
  return url === '/console' || url.startsWith(CONSOLE_PATH);
}

/** Serves the console at /console/ (and /console sends there), when the build made it. */
export async function installConsole(fastify: FastifyInstance, dir = CONSOLE_DIR): Promise<boolean> {
  if (!existsSync(dir)) return false;
  fastify.get('/console', (_request, reply) => reply.redirect(CONSOLE_PATH, 308));
  await fastify.register(fastifyStatic, {
    root: dir,
    prefix: CONSOLE_PATH,
    index: 'index.html',
    decorateReply: false,
  });
  return true;
}
