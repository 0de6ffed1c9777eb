import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCookie from '@fastify/cookie';
import { AppModule } from './app.module.js';
import { Authenticator } from './auth/authenticator.js';
import { completeConfig, type ListenOptions, type ServerConfig } from './config/server-config.js';
import { createLogger, PinoNestLogger } from './logging/logger.js';
import { installConsole } from './console/console.js';
import { setUpOpenApi } from './openapi/openapi.js';
import { installRequestChecks, PROBLEM_SERVER_OPTIONS } from './problems/http-problems.js';
import { fastifyProblemHandler } from './problems/problem.filter.js';
import { credentialReader, installHttpSecurity } from './security/http-security.js';
import { OperatorAccess } from './security/operator-access.js';

export type { ListenOptions } from './config/server-config.js';

/** Creates the Nest application on Fastify and starts listening; returns the app and its URL. */
export async function startServer(config: ServerConfig, listen: ListenOptions) {
  const complete = completeConfig(config);
  const logger = createLogger(complete.logLevel);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(complete),
    new FastifyAdapter({
      loggerInstance: logger,
      bodyLimit: complete.bodyLimit,
      ...PROBLEM_SERVER_OPTIONS,
    }),
    { logger: new PinoNestLogger(logger) },
  );
  // Each route answers Fastify's own errors (body parsing, size limit) with problem details too.
  const onFastifyError = fastifyProblemHandler(new Logger('Problems'));
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      route.errorHandler ??= onFastifyError;
    });
  installRequestChecks(app.getHttpAdapter().getInstance());
  // Cookies are read by the stream of a game, which a browser may open with the token cookie.
  await app.register(fastifyCookie);
  // Security headers, CORS and rate limits, before the routes (Swagger UI's among them) are added.
  await installHttpSecurity(
    app.getHttpAdapter().getInstance(),
    complete.security,
    credentialReader(app.get(Authenticator), app.get(OperatorAccess)),
  );
  app.enableShutdownHooks();
  setUpOpenApi(app);
  await installConsole(app.getHttpAdapter().getInstance());
  const host = listen.host ?? '127.0.0.1';
  await app.listen(listen.port, host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : listen.port;
  return { app, url: `http://${host.includes(':') ? `[${host}]` : host}:${port}` };
}
