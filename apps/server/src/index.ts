export { startServer, type ListenOptions } from './bootstrap.js';
export { AppModule, type ServerConfig } from './app.module.js';
export { serverConfigFromEnv } from './config/server-config.js';
