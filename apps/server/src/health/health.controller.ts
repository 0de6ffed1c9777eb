import { Controller, Get, Headers, Res, ServiceUnavailableException } from '@nestjs/common';
import {
  HealthCheck,
  HealthCheckService,
  type HealthCheckResult,
  type HealthIndicatorResult,
} from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { OperatorAccess } from '../security/operator-access.js';
import { StoreHealthIndicator } from './store-health.indicator.js';

@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly store: StoreHealthIndicator,
    private readonly operator: OperatorAccess,
  ) {}

  /** The store's state: its status to anybody, its details (adapter, path or URL, error) to the operator. */
  @Get()
  @HealthCheck()
  async check(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<HealthCheckResult> {
    const report = await this.report(reply);
    return this.operator.allows(authorization) ? report : statusOnly(report);
  }

  private async report(reply: FastifyReply): Promise<HealthCheckResult> {
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

/** The report with each check's status alone: no path, URL, position or error message. */
export function statusOnly(report: HealthCheckResult): HealthCheckResult {
  const statuses = (checks: Partial<HealthIndicatorResult>): HealthIndicatorResult =>
    Object.fromEntries(
      Object.entries(checks).flatMap(([name, check]) => (check ? [[name, { status: check.status }]] : [])),
    );
  return {
    status: report.status,
    ...(report.info ? { info: statuses(report.info) } : {}),
    ...(report.error ? { error: statuses(report.error) } : {}),
    details: statuses(report.details),
  };
}
