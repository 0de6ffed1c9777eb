import { startServer } from './bootstrap.js';
import { serverConfigFromEnv } from './config/server-config.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof serverConfigFromEnv>;
  try {
    config = serverConfigFromEnv();
  } catch (error) {
    process.stderr.write(`mtg-rules-service: ${(error as Error).message}\n`);
    process.exitCode = 1;
    return;
  }
  const { server, listen } = config;
  const { url } = await startServer(server, listen);
  const where = server.store.kind === 'sqlite' ? `sqlite ${server.store.path}` : server.store.kind;
  console.log(
    `MTG rules service listening on ${url} (store: ${where}); REST ${url}/games, GraphQL ${url}/graphql, OpenAPI ${url}/docs`,
  );
}

await main();
