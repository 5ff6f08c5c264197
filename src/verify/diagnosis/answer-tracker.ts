import { excerpt } from '../excerpt.js'
import type { Exchange } from '../http-client.js'

/** An operation that gave one and the same successful body to many different requests. */
export interface CannedAnswer {
  operationId: string
  /** How many different requests got that body. */
  requests: number
  /** How many different requests the operation answered successfully in all. */
  of: number
  /** The start of the body, as violations record responses. */
  body: string
  /** Two of the requests that got it, to show in the report. */
  examples: string[]
}

/** At least this many different requests must share one body before it counts as canned. */
const MIN_SHARED = 6

/**
 * Watches every successful answer for bodies that do not depend on the request: a correct server
 * gives different pages, ids, filters and writes different bodies, so one body shared by most of
 * an operation's different requests means the answers are canned (an example-based mock, a
 * stub, a cache keyed on the path alone). Passive: it sends nothing of its own.
 */
export class AnswerTracker {
  /** operationId -> body hash -> distinct request keys (and one body excerpt). */
  readonly #answers = new Map<string, Map<number, { requests: Set<string>; body: string }>>()
  readonly #requests = new Map<string, Set<string>>()

  record(exchange: Exchange): void {
    if (exchange.status < 200 || exchange.status >= 300 || exchange.route?.kind !== 'operation' || exchange.text.length === 0) return
    // Empty pages look alike on any server (a search that finds nobody), so they prove nothing.
    const data = (exchange.json as { data?: unknown } | undefined)?.data
    if (Array.isArray(data) && data.length === 0) return
    const operationId = exchange.operationId
    const request = `${exchange.request.method} ${exchange.url.href} ${exchange.request.body ?? ''}`
    const requests = this.#requests.get(operationId) ?? new Set<string>()
    requests.add(request)
    this.#requests.set(operationId, requests)
    const bodies = this.#answers.get(operationId) ?? new Map<number, { requests: Set<string>; body: string }>()
    const key = hash(exchange.text)
    const entry = bodies.get(key) ?? { requests: new Set<string>(), body: excerpt(exchange.text, 300) }
    entry.requests.add(`${exchange.request.method} ${exchange.url.href}${exchange.request.body ? ` ${excerpt(exchange.request.body, 80)}` : ''}`)
    bodies.set(key, entry)
    this.#answers.set(operationId, bodies)
  }

  /** Operations whose most common body answered at least half of their different requests (and at least a few). */
  canned(): CannedAnswer[] {
    const out: CannedAnswer[] = []
    for (const [operationId, bodies] of this.#answers) {
      const total = this.#requests.get(operationId)?.size ?? 0
      const top = [...bodies.values()].sort((a, b) => b.requests.size - a.requests.size)[0]
      if (!top || top.requests.size < MIN_SHARED || top.requests.size * 2 < total) continue
      out.push({ operationId, requests: top.requests.size, of: total, body: top.body, examples: [...top.requests].slice(0, 2) })
    }
    return out
  }
}

/** FNV-1a over the text: bodies are compared by hash so that large pages are not kept. */
function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}
