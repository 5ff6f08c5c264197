/** The part of autocannon 9's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  export interface RawRequest {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
  }

  export interface RequestStep extends RawRequest {
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest
  }

  export interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    timeout?: number
    /** Milliseconds between samples; the duration is checked on each sample. */
    sampleInt?: number
    pipelining?: number
    method?: string
    headers?: Record<string, string>
    body?: string | Buffer
    requests?: RequestStep[]
  }

  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    sent?: number
    p50: number
    p90: number
    p99: number
    p99_9: number
  }

  export interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void
  }

  function autocannon(options: Options): Instance
  export default autocannon
}
