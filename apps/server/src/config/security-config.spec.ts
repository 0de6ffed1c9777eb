import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SECURITY, securityConfigFromEnv } from './security-config.js';

describe('securityConfigFromEnv', () => {
  it('has generous defaults for a bot: 600 requests a minute per token, 1200 per address, 20 failed authentications', () => {
    expect(securityConfigFromEnv({})).toEqual(DEFAULT_SECURITY);
    expect(DEFAULT_SECURITY.rateLimits).toEqual({ perToken: 600, perIp: 1200, authFailures: 20 });
    expect(DEFAULT_SECURITY.graphql.maxMutations).toBe(1);
  });

  it('reads each limit (0: no limit), the CORS origins and the operator token', () => {
    const config = securityConfigFromEnv({
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_IP_PER_MINUTE: '50',
      AUTH_FAILURES_PER_MINUTE: '5',
      GRAPHQL_MAX_DEPTH: '4',
      GRAPHQL_MAX_ALIASES: '0',
      GRAPHQL_MAX_COST: '100',
      GRAPHQL_MAX_MUTATIONS: '3',
      CORS_ORIGINS: 'https://a.example, http://localhost:5173',
      OPERATOR_TOKEN: 'op',
    });
    expect(config).toEqual({
      rateLimits: { perToken: 0, perIp: 50, authFailures: 5 },
      graphql: { maxDepth: 4, maxAliases: 0, maxCost: 100, maxMutations: 3 },
      corsOrigins: ['https://a.example', 'http://localhost:5173'],
      operatorToken: 'op',
    });
  });

  it('refuses a limit that is not a whole number, and an origin that is not one', () => {
    expect(() => securityConfigFromEnv({ RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => securityConfigFromEnv({ GRAPHQL_MAX_COST: 'lots' })).toThrow(/GRAPHQL_MAX_COST/);
    expect(() => securityConfigFromEnv({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => securityConfigFromEnv({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });
});
