import { describe, expect, it } from '@jest/globals';
import { allowedMethods, clientErrorProblem, rawResponse, routePattern } from './http-problems.js';
import { MAX_URL_LENGTH } from './input-limits.js';

describe('problems no route handler answers', () => {
  it('tells the methods of the routes matching a path', () => {
    const routes = [
      { method: 'GET', path: routePattern('/games') },
      { method: 'POST', path: routePattern('/games') },
      { method: 'GET', path: routePattern('/games/:id') },
      { method: 'POST', path: routePattern('/games/:id/commands') },
      { method: 'GET', path: routePattern('/docs/*') },
    ];
    expect(allowedMethods(routes, '/games')).toEqual(['GET', 'POST']);
    expect(allowedMethods(routes, '/games/')).toEqual(['GET', 'POST']);
    expect(allowedMethods(routes, '/games/g1/commands')).toEqual(['POST']);
    expect(allowedMethods(routes, '/docs/swagger-ui.css')).toEqual(['GET']);
    expect(allowedMethods(routes, '/games/g1/nowhere')).toEqual([]);
  });

  it("answers the HTTP parser's refusals: a request line too long (414), a head too large (431), the rest (400)", () => {
    const line = Buffer.from(`GET /games?x=${'x'.repeat(MAX_URL_LENGTH)}`, 'latin1');
    const headers = Buffer.from(`GET /games HTTP/1.1\r\nx-padding: ${'x'.repeat(20_000)}`, 'latin1');
    expect(clientErrorProblem({ code: 'HPE_HEADER_OVERFLOW', rawPacket: line })).toMatchObject({
      status: 414,
      code: 'URI_TOO_LONG',
    });
    expect(clientErrorProblem({ code: 'HPE_HEADER_OVERFLOW', rawPacket: headers })).toMatchObject({
      status: 431,
      code: 'HEADERS_TOO_LARGE',
    });
    expect(clientErrorProblem({ code: 'HPE_INVALID_METHOD' })).toMatchObject({
      status: 400,
      code: 'MALFORMED_REQUEST',
    });
  });

  it('writes a whole HTTP response for a socket', () => {
    const response = rawResponse(clientErrorProblem({ code: 'HPE_INVALID_METHOD' }));
    const [head, body] = response.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toContain('Content-Type: application/problem+json');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body!)}`);
    expect(JSON.parse(body!)).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });
  });
});
