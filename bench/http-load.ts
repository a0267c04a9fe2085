import autocannon from 'autocannon';
import { percentile } from './statistics';

export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Besides the JSON and gzip ones every request sends (an Authorization header). */
  headers?: Record<string, string>;
}

export interface LoadResult {
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * Sends each request once, one after the other, on a server that has not answered them
 * yet: the latency of answers that no cache holds (runLoad repeats a small set, which
 * the server's answer cache soon serves).
 */
export async function runEachOnce(baseUrl: string, requests: LoadRequest[]): Promise<LoadResult> {
  const times: number[] = [];
  let non2xx = 0;
  const started = performance.now();
  for (const request of requests) {
    const sent = performance.now();
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'gzip',
        ...request.headers,
      },
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    await response.arrayBuffer();
    times.push(performance.now() - sent);
    if (!response.ok) non2xx++;
  }
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    connections: 1,
    seconds: Math.round(seconds * 10) / 10,
    requests: requests.length,
    rps: Math.round(requests.length / seconds),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: 0,
    non2xx,
  };
}

/**
 * Loads one URL set with autocannon for a fixed time. autocannon reports no p95, so every
 * response time is kept and the percentiles are computed here.
 */
export async function runLoad(
  baseUrl: string,
  requests: LoadRequest[],
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: options.connections,
        duration: options.seconds,
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        requests: requests.map((r) => ({
          method: r.method ?? 'GET',
          path: r.path,
          body: r.body,
          ...(r.headers ? { headers: r.headers } : {}),
        })),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    connections: options.connections,
    seconds: options.seconds,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
