import type { OpenApiDocument } from '../spec/document-types.js'
import type { SpecOperation } from '../spec/operations.js'
import type { Exchange } from './http-client.js'

/** One dimension of coverage: what the spec has, how much of it the run reached, and what it missed. */
export interface CoverageArea {
  reached: number
  total: number
  /** Whole percent, rounded down (100 only when nothing was missed). */
  percent: number
  /** What the run did not reach, e.g. `updateGuest 413` or `searchGuests ?loyaltyNumber`. */
  missing: string[]
}

/** Which parts of the contract the run exercised: operations, documented statuses, parameters and error types. */
export interface Coverage {
  operations: CoverageArea
  statuses: CoverageArea
  parameters: CoverageArea
  errorTypes: CoverageArea
}

/**
 * Counts what the server was made to answer, against what the spec documents. An operation is
 * reached when it answered at all, a status when the operation answered with it, a parameter when
 * a request carried it, and an error type when a problem document of that `type` came back.
 */
export class CoverageTracker {
  readonly #seen = new Set<string>()

  record(exchange: Exchange): void {
    const route = exchange.route
    if (route?.kind !== 'operation') return
    const operation = route.operation
    this.#seen.add(`op ${operation.operationId}`)
    this.#seen.add(`status ${operation.operationId} ${exchange.status}`)
    for (const parameter of operation.parameters) {
      if (parameter.in === 'path' || exchange.url.searchParams.has(parameter.name)) this.#seen.add(`param ${operation.operationId} ${parameter.name}`)
    }
    const type = (exchange.json as { type?: unknown } | undefined)?.type
    if (exchange.status >= 400 && typeof type === 'string') this.#seen.add(`type ${type}`)
  }

  /** The coverage of the run so far, against the contract's operations. */
  summary(operations: readonly SpecOperation[], document: OpenApiDocument): Coverage {
    const area = (entries: Array<{ key: string; label: string }>): CoverageArea => {
      const missing = entries.filter((entry) => !this.#seen.has(entry.key)).map((entry) => entry.label)
      const reached = entries.length - missing.length
      return { reached, total: entries.length, percent: entries.length === 0 ? 100 : Math.floor((reached * 100) / entries.length), missing }
    }
    return {
      operations: area(operations.map((op) => ({ key: `op ${op.operationId}`, label: op.operationId }))),
      statuses: area(
        operations.flatMap((op) =>
          Object.keys(op.responses)
            .filter((status) => /^\d{3}$/.test(status))
            .map((status) => ({ key: `status ${op.operationId} ${status}`, label: `${op.operationId} ${status}` })),
        ),
      ),
      parameters: area(
        operations.flatMap((op) =>
          op.parameters
            .filter((p) => p.in === 'query' || p.in === 'path')
            .map((p) => ({ key: `param ${op.operationId} ${p.name}`, label: `${op.operationId} ${p.in === 'path' ? `{${p.name}}` : `?${p.name}`}` })),
        ),
      ),
      errorTypes: area(documentedErrorTypes(document).map((type) => ({ key: `type ${type}`, label: type }))),
    }
  }
}

/** The problem `type` URIs the spec's error responses name in their examples. */
export function documentedErrorTypes(document: OpenApiDocument): string[] {
  const types = new Set<string>()
  const responses = (document.components as { responses?: Record<string, unknown> } | undefined)?.responses ?? {}
  for (const response of Object.values(responses)) {
    const content = (response as { content?: Record<string, { examples?: Record<string, { value?: { type?: unknown } }> }> }).content
    for (const media of Object.values(content?.['application/problem+json'] ? { problem: content['application/problem+json'] } : {})) {
      for (const example of Object.values(media.examples ?? {})) if (typeof example.value?.type === 'string') types.add(example.value.type)
    }
  }
  return [...types].sort()
}
