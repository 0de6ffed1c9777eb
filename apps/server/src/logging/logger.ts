// Structured JSON logs with pino: Fastify logs each request with it, and Nest's own messages go
// through the same logger.
import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import type { LogLevel } from '../config/server-config.js';

export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: 'mtg-rules-service' },
    // Bearer tokens never reach the logs, whichever serializer prints headers.
    redact: ['req.headers.authorization', 'headers.authorization'],
  });
}

/** Nest's LoggerService on a pino logger: the last string argument is Nest's context. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    // Nest passes (message, stack?, context?).
    const [stack, context] = rest.length >= 2 ? rest : [undefined, rest[0]];
    this.logger.error({ context, ...(typeof stack === 'string' ? { stack } : {}) }, text(message));
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(
    level: 'info' | 'warn' | 'debug' | 'trace' | 'fatal',
    message: unknown,
    rest: unknown[],
  ): void {
    const context = typeof rest[rest.length - 1] === 'string' ? rest[rest.length - 1] : undefined;
    this.logger[level]({ context }, text(message));
  }
}

function text(message: unknown): string {
  if (typeof message === 'string') return message;
  if (message instanceof Error) return message.stack ?? message.message;
  return JSON.stringify(message);
}
