// A closed-loop HTTP load: each connection (a keep-alive socket) sends its next request as soon as
// the previous one is answered, for a while; requests per second and latency percentiles.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface LoadFigures {
  requests: number;
  rate: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, and requests that failed. */
  failed: number;
}

function send(agent: http.Agent, url: URL, request: LoadRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: request.path,
        headers: request.headers,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** The value below which a share `q` of the sorted values lie (nearest rank). */
function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

/** `connections` loops for `seconds`, loop `i` sending `next(i)` one request at a time (until it has none). */
export async function closedLoopLoad(
  base: string,
  connections: number,
  seconds: number,
  next: (connection: number) => LoadRequest | undefined,
): Promise<LoadFigures> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const loop = async (connection: number) => {
    for (let request = next(connection); request && performance.now() < end; request = next(connection)) {
      const sent = performance.now();
      const status = await send(agent, url, request).catch(() => 0);
      latencies.push(performance.now() - sent);
      if (status < 200 || status >= 300) failed++;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => loop(i)));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rate: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failed,
  };
}
