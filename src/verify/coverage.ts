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
 * a request carried it, and an error type when a problem document of that `type` came back, or,
 * from a server that names its problems with URIs of its own (the spec's are examples), a problem
 * document of that type's status.
 */
export class CoverageTracker {
  readonly #seen = new Set<string>()
  /** The problem `type`s the server answered with. */
  readonly #types = new Set<string>()

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
    if (exchange.status >= 400 && typeof type === 'string') {
      this.#seen.add(`type ${type}`)
      this.#seen.add(`problem ${exchange.status}`)
      this.#types.add(type)
    }
  }

  /** The coverage of the run so far, against the contract's operations. */
  summary(operations: readonly SpecOperation[], document: OpenApiDocument): Coverage {
    const area = (entries: Array<{ key: string; label: string; or?: string }>): CoverageArea => {
      const missing = entries.filter((entry) => !this.#seen.has(entry.key) && !(entry.or !== undefined && this.#seen.has(entry.or))).map((entry) => entry.label)
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
      errorTypes: this.#errorTypes(document, area),
    }
  }

  /** The documented error types reached: by their URI, or by their status from a server whose every problem `type` is a URI of its own. */
  #errorTypes(document: OpenApiDocument, area: (entries: Array<{ key: string; label: string; or?: string }>) => CoverageArea): CoverageArea {
    const documented = documentedErrorTypes(document)
    const ownUris = this.#types.size > 0 && !documented.some(({ type }) => this.#types.has(type))
    return area(documented.map(({ type, status }) => ({ key: `type ${type}`, label: type, or: ownUris ? `problem ${status}` : undefined })))
  }
}

/** The problem `type` URIs the spec's error responses name in their examples, each with the status of its example, by URI. */
export function documentedErrorTypes(document: OpenApiDocument): Array<{ type: string; status: number }> {
  const types = new Map<string, number>()
  const responses = (document.components as { responses?: Record<string, unknown> } | undefined)?.responses ?? {}
  for (const response of Object.values(responses)) {
    const content = (response as { content?: Record<string, { examples?: Record<string, { value?: { type?: unknown; status?: unknown } }> }> }).content
    const problem = content?.['application/problem+json']
    for (const example of Object.values(problem?.examples ?? {})) {
      const { type, status } = example.value ?? {}
      if (typeof type === 'string' && typeof status === 'number' && !types.has(type)) types.set(type, status)
    }
  }
  return [...types].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([type, status]) => ({ type, status }))
}
