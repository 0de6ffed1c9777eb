export { startServer } from './bootstrap.js';
export { AppModule, type ServerConfig } from './app.module.js';
