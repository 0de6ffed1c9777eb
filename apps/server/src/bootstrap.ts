import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule, type ServerConfig } from './app.module.js';

export interface ListenOptions {
  port: number;
  host?: string;
}

/** Creates the Nest application on Fastify and starts listening; returns the app and its URL. */
export async function startServer(config: ServerConfig, listen: ListenOptions) {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    new FastifyAdapter(),
    {
      logger: ['error', 'warn'],
    },
  );
  app.enableShutdownHooks();
  await app.listen(listen.port, listen.host ?? '127.0.0.1');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : listen.port;
  return { app, url: `http://${listen.host ?? '127.0.0.1'}:${port}` };
}
