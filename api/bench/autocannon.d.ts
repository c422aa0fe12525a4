// The small part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
    type Options = {
      url: string;
      duration?: number;
      connections?: number;
      connectionRate?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: Array<Request & { setupRequest?: (request: Request) => Request }>;
    };
    type Histogram = { average: number; p50: number; p99: number; max: number; total: number };
    type Result = { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number };
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
