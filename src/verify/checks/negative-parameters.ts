import type { SpecOperation } from '../../spec/operations.js'
import type { CheckDefinition } from '../check.js'
import type { CheckScope, VerifyContext } from '../context.js'
import { validBody } from '../negative/body-cases.js'
import { invalidParameterValues, validValues } from '../negative/parameter-cases.js'
import { expectNoTrace, listFingerprint, type ListFingerprint } from '../semantics/list-fingerprint.js'
import { expectProblem } from '../semantics/problems.js'

/**
 * Valid query parameters some operations need before a single bad one can be judged on its own:
 * a search without any criterion is a 400 for that reason alone.
 */
const BASELINE_QUERIES: Record<string, Array<Record<string, string>>> = {
  searchGuests: [{ lastName: 'A' }, { q: 'a' }],
}

/** A path with its parameters filled in: known ids where the run has them, else fresh ones. */
export function fillPath(ctx: VerifyContext, operation: SpecOperation, overrides: Record<string, string> = {}): string | undefined {
  let missing = false
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = overrides[name] ?? knownId(ctx, operation)
    if (value === undefined) missing = true
    return encodeURIComponent(value ?? '')
  })
  return missing ? undefined : path
}

/** An id that exists, for the operation's resource (guests or reservations). */
export function knownId(ctx: VerifyContext, operation: SpecOperation): string | undefined {
  if (operation.path.startsWith('/api/guests/')) return ctx.createdGuests[0]?.id ?? ctx.guests?.items[0]?.id
  if (operation.path.startsWith('/api/reservations/')) return ctx.reservations?.items[0]?.id
  return undefined
}

async function checkOperationParameters(scope: CheckScope, operation: SpecOperation): Promise<void> {
  const ctx = scope.ctx
  const body = operation.requestBody ? validBody(ctx, operation, 'params') : undefined
  const send = (path: string, query: Record<string, string>, repeat?: { name: string; value: string }) => {
    const search = new URLSearchParams(query)
    if (repeat) search.append(repeat.name, repeat.value)
    return scope.send({ method: operation.method, path, query: search.toString(), ...(body !== undefined ? { json: body } : {}) })
  }
  let cases = 0
  let state: ListFingerprint | undefined
  const firstInvalid: Array<{ name: string; value: string }> = []
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query' && parameter.in !== 'path') continue
    const invalid = invalidParameterValues(parameter, ctx.spec.schemas)
    const baseline = (BASELINE_QUERIES[operation.operationId] ?? [{}]).find((query) => !(parameter.name in query)) ?? {}
    // A write is only ever aimed at a malformed id: never at a record that exists.
    if (operation.method !== 'get' && parameter.in !== 'path') continue
    for (const candidate of invalid) {
      const path = parameter.in === 'path' ? fillPath(ctx, operation, { [parameter.name]: candidate.value }) : fillPath(ctx, operation)
      if (path === undefined) continue
      const query = parameter.in === 'query' ? { ...baseline, [parameter.name]: candidate.value } : { ...baseline }
      // A write with a bad parameter is a rejected write: it must leave List Guests as it was.
      if (operation.method !== 'get') state ??= await listFingerprint(scope)
      const exchange = await send(path, query, candidate.repeated !== undefined ? { name: parameter.name, value: candidate.repeated } : undefined)
      cases++
      if (operation.method !== 'get') state = await expectNoTrace(scope, state, exchange, `the ${operation.method.toUpperCase()} with ${parameter.name}=${JSON.stringify(candidate.value).slice(0, 40)}`, operation.operationId)
      const sent = candidate.repeated !== undefined ? `${parameter.name}=${candidate.value}&${parameter.name}=${candidate.repeated}` : `${parameter.name}=${JSON.stringify(candidate.value).slice(0, 40)}`
      expectProblem(scope, exchange, {
        status: 400,
        location: parameter.in,
        pointers: [`/${parameter.name}`],
        label: `${sent} (${candidate.why})`,
        // Only a value outside the enum must list the allowed values; a repeat or a blank need not.
        ...(Array.isArray(parameter.schema.enum) && candidate.why === 'not one of the allowed values' ? { mentions: (parameter.schema.enum as unknown[]).map(String) } : {}),
      })
    }
    // The bounds themselves are inside: a server that rejects them is as wrong as one that accepts a value beyond.
    if (operation.method === 'get' && parameter.in === 'query' && (parameter.schema.type === 'integer' || parameter.schema.type === 'number')) {
      for (const bound of validValues(parameter.schema)) {
        const path = fillPath(ctx, operation)
        if (path === undefined) continue
        const exchange = await send(path, { ...baseline, [parameter.name]: bound })
        cases++
        scope.expectStatus(exchange, 200, `the boundary value ${parameter.name}=${bound}, which the schema allows, answered ${exchange.status}`)
      }
    }
    if (parameter.in === 'query' && invalid[0]) firstInvalid.push({ name: parameter.name, value: invalid[0].value })
    if (parameter.in === 'path' && parameter.schema.format === 'uuid' && operation.method === 'get') {
      const path = fillPath(ctx, operation, { [parameter.name]: ctx.random.uuid() })!
      const exchange = await send(path, {})
      cases++
      expectProblem(scope, exchange, { status: 404, label: 'a well-formed id that does not exist' })
    }
  }
  // Every violation is listed, not only the first.
  if (firstInvalid.length >= 2 && operation.method === 'get') {
    const several = firstInvalid.slice(0, 3)
    const path = fillPath(ctx, operation)
    if (path !== undefined) {
      const baseline = (BASELINE_QUERIES[operation.operationId] ?? [{}]).find((query) => several.every(({ name }) => !(name in query))) ?? {}
      const exchange = await send(path, { ...baseline, ...Object.fromEntries(several.map(({ name, value }) => [name, value])) })
      cases++
      expectProblem(scope, exchange, { status: 400, location: 'query', pointers: several.map(({ name }) => `/${name}`), label: 'several invalid parameters at once' })
    }
  }
  if (cases === 0) return scope.skip('no parameter of this operation has a value its schema rejects, or no id to call it with')
}

/** One check per operation with parameters: every invalid value is a 400 naming it. */
export function negativeParameterChecks(ctx: VerifyContext): CheckDefinition[] {
  return ctx.spec.operations.list
    .filter((operation) => operation.parameters.some((parameter) => parameter.in === 'query' || parameter.in === 'path'))
    .map((operation) => ({
      id: `${operation.operationId}.invalid-parameters`,
      operationId: operation.operationId,
      title: 'rejects each invalid parameter with a 400 that names it',
      writes: operation.requestBody !== undefined,
      run: (scope: CheckScope) => checkOperationParameters(scope, operation),
    }))
}
