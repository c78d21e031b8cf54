declare module 'autocannon' {
  interface Request {
    method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?(request: { path: string }): { path: string };
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Answers with a 2xx status. */
    '2xx': number;
    /** Seconds the run lasted. */
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }): Promise<Result>;
}
