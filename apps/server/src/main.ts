import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { storeConfigFromEnv } from '@mtg/game';
import { startServer } from './bootstrap.js';

const store = storeConfigFromEnv();
if (store.kind === 'sqlite') mkdirSync(dirname(store.path), { recursive: true });
const { url } = await startServer(
  { store },
  { port: Number(process.env.PORT ?? 3000), host: process.env.HOST },
);
console.log(`MTG rules service listening on ${url} (store: ${store.kind}); try ${url}/health`);
