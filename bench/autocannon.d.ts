/** The slice of autocannon's programmatic API bench/run.ts uses (no @types package installed). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    total: number;
  }
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    /** Requests per second over all connections (a fixed load, for latency at a given rate). */
    overallRate?: number;
    /** A sequence of requests each connection cycles through; setupRequest may rewrite each one. */
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: { method?: string; path?: string; headers?: Record<string, string>; body?: string }) => { method?: string; path?: string; headers?: Record<string, string>; body?: string };
    }[];
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
