import type { SpecOperations, RouteMatch } from '../spec/operations.js'
import { CoverageTracker } from './coverage.js'
import { AnswerTracker } from './diagnosis/answer-tracker.js'
import { excerpt } from './excerpt.js'
import type { FetchLike } from './options.js'
import type { RecordedRequest, RecordedResponse } from './report.js'

/** What to send. `path` is a concrete API path such as `/api/guests/123`; it is resolved against the base URL. */
export interface SendInit {
  method?: string
  path: string
  query?: Record<string, string | number | boolean | undefined> | string
  /** A value sent as JSON with `Content-Type: application/json`. */
  json?: unknown
  /** A raw body, sent as is (set `contentType` to go with it). */
  body?: string
  contentType?: string
  /** `false` sends no Authorization header; a string sends that token instead of the configured one. */
  token?: string | false
  /** An absolute URL to send to as is (a `Link` or `Location` the server gave); `path` and `query` are then ignored. */
  url?: URL
}

/** One request and its response, read in full. */
export interface Exchange {
  request: RecordedRequest
  url: URL
  status: number
  headers: Headers
  contentType: string
  text: string
  /** The parsed body when it is JSON, else `undefined`. */
  json: unknown
  /** Where the spec routes the request. */
  route: RouteMatch | undefined
  /** The operationId, or `METHOD /path` when the spec has no operation for it. */
  operationId: string
}

/** The server gave no response at all (refused, reset, timed out). */
export class NoResponseError extends Error {
  constructor(
    readonly request: RecordedRequest,
    message: string,
  ) {
    super(message)
    this.name = 'NoResponseError'
  }
}

const MAX_RECORDED_BODY = 2000

/** Sends requests to the server under test and reads the answers; counts what it sent. */
export class VerifierClient {
  requests = 0
  /** Requests in a row that got no response at all; one answer resets it. */
  consecutiveFailures = 0
  /** What of the contract the answers so far have exercised. */
  readonly coverage = new CoverageTracker()
  /** Which successful bodies answered which requests, for the stateless diagnosis. */
  readonly answers = new AnswerTracker()

  constructor(
    readonly baseUrl: URL,
    readonly operations: SpecOperations,
    readonly options: { token: string | undefined; timeoutMs: number; fetch: FetchLike },
  ) {}

  /** The absolute URL of an API path (the base URL's own path, if any, is kept in front). */
  url(path: string, query?: SendInit['query']): URL {
    const url = new URL(path.replace(/^\//, ''), this.baseUrl)
    if (typeof query === 'string') url.search = query
    else if (query) {
      for (const [name, value] of Object.entries(query)) {
        if (value !== undefined) url.searchParams.append(name, String(value))
      }
    }
    return url
  }

  /** The API path of an absolute URL, without the base URL's path: what the spec's paths describe. */
  apiPath(url: URL): string {
    const base = this.baseUrl.pathname.replace(/\/$/, '')
    return base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname
  }

  async send(init: SendInit): Promise<Exchange> {
    const method = (init.method ?? 'GET').toUpperCase()
    const url = init.url ?? this.url(init.path, init.query)
    const headers = new Headers({ accept: 'application/json, application/problem+json' })
    let body: string | undefined
    if (init.json !== undefined) {
      body = JSON.stringify(init.json)
      headers.set('content-type', init.contentType ?? 'application/json')
    } else if (init.body !== undefined) {
      body = init.body
      if (init.contentType) headers.set('content-type', init.contentType)
    }
    const token = init.token === false ? undefined : (init.token ?? this.options.token)
    if (token !== undefined) headers.set('authorization', `Bearer ${token}`)
    const recorded: RecordedRequest = { method, url: url.href, headers: {} }
    const contentType = headers.get('content-type')
    if (contentType) recorded.headers['content-type'] = contentType
    if (token !== undefined) recorded.headers.authorization = token === this.options.token ? 'Bearer <token>' : `Bearer ${token}`
    if (body !== undefined) recorded.body = excerpt(body, MAX_RECORDED_BODY)

    this.requests++
    let response: Response
    try {
      const request = new Request(url, { method, headers, body, signal: AbortSignal.timeout(this.options.timeoutMs) })
      response = await this.options.fetch(request)
    } catch (error) {
      this.consecutiveFailures++
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${this.options.timeoutMs} ms`
          : describeNetworkError(error)
      throw new NoResponseError(recorded, `${method} ${url.href} failed: ${reason}`)
    }
    let text: string
    try {
      text = await response.text()
      this.consecutiveFailures = 0
    } catch (error) {
      this.consecutiveFailures++
      throw new NoResponseError(recorded, `${method} ${url.href}: the response body could not be read (${describeNetworkError(error)})`)
    }
    const responseType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    let json: unknown
    if (/[/+]json$/.test(responseType) && text.length > 0) {
      try {
        json = JSON.parse(text)
      } catch {
        json = undefined
      }
    }
    const route = this.operations.match(method, this.apiPath(url))
    const exchange: Exchange = {
      request: recorded,
      url,
      status: response.status,
      headers: response.headers,
      contentType: responseType,
      text,
      json,
      route,
      operationId: route?.kind === 'operation' ? route.operation.operationId : `${method} ${route?.path ?? this.apiPath(url)}`,
    }
    this.coverage.record(exchange)
    this.answers.record(exchange)
    return exchange
  }

  /** Whether a URL the server gave lies under the base URL (same origin, same path prefix). */
  isUnderBase(url: URL): boolean {
    return url.origin === this.baseUrl.origin && url.pathname.startsWith(this.baseUrl.pathname)
  }
}

/** The response part of an exchange, as the report shows it. */
export function recordResponse(exchange: Exchange): RecordedResponse {
  return { status: exchange.status, contentType: exchange.contentType, body: excerpt(exchange.text, 300) }
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = (error as { cause?: unknown }).cause
  const code = cause && typeof cause === 'object' && 'code' in cause ? String((cause as { code: unknown }).code) : ''
  const causeMessage = cause instanceof Error ? cause.message : ''
  return [error.message, code, causeMessage].filter(Boolean).join(': ')
}
