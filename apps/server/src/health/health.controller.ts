import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheck, HealthCheckService, type HealthCheckResult } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { StoreHealthIndicator } from './store-health.indicator.js';

@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly store: StoreHealthIndicator,
  ) {}

  @Get()
  @HealthCheck()
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthCheckResult> {
    try {
      return await this.health.check([() => this.store.check()]);
    } catch (error) {
      // A failed check answers 503 with the check's own report (not a problem document).
      if (!(error instanceof ServiceUnavailableException)) throw error;
      void reply.status(503);
      return error.getResponse() as HealthCheckResult;
    }
  }
}
