import { serverConfigFromEnv } from './config/server-config.js';
import { startServer } from './bootstrap.js';

let config: ReturnType<typeof serverConfigFromEnv>;
try {
  config = serverConfigFromEnv();
} catch (error) {
  process.stderr.write(`mtg-rules-service: ${(error as Error).message}\n`);
  process.exit(1);
}
const { server, listen } = config;
const { url } = await startServer(server, listen);
const where = server.store.kind === 'sqlite' ? `sqlite ${server.store.path}` : server.store.kind;
console.log(`MTG rules service listening on ${url} (store: ${where}); REST ${url}/games, GraphQL ${url}/graphql, OpenAPI ${url}/docs`);
