import { startServer } from './bootstrap.js';
import { apiKeyNotice } from './config/api-keys.js';
import { describeStore, serverConfigFromEnv } from './config/server-config.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof serverConfigFromEnv>;
  try {
    config = serverConfigFromEnv();
  } catch (error) {
    process.stderr.write(`mtg-rules-service: ${(error as Error).message}\n`);
    process.exitCode = 1;
    return;
  }
  const { server, listen, apiKey } = config;
  const { url } = await startServer(server, listen);
  const where = `store: ${describeStore(server.store)}, read models: ${server.readModels ?? ':memory:'}`;
  console.log(
    `MTG rules service listening on ${url} (${where}); REST ${url}/games, GraphQL ${url}/graphql, OpenAPI ${url}/docs, console ${url}/console/`,
  );
  if (apiKey) console.log(apiKeyNotice(apiKey));
}

await main();
