import { pointerTokens, valueAt } from '../../shared/json-pointer.js'
import fc from 'fast-check'
import { parseParameters } from '../../spec/parameters.js'
import type { SpecOperation } from '../../spec/operations.js'
import type { CheckDefinition } from '../check.js'
import type { CheckScope, Guest, VerifyContext } from '../context.js'
import { conformanceFindings, type Finding } from '../conformance.js'
import { show } from '../excerpt.js'
import type { Exchange } from '../http-client.js'
import { markerEmail, requestBodySchema, validBody } from '../negative/body-cases.js'
import { SchemaReader } from '../schema-tools.js'
import { differences } from '../semantics/compare.js'
import { fingerprintChange, listFingerprint, type ListFingerprint } from '../semantics/list-fingerprint.js'
import { bodyArbitrary, parameterArbitrary, type ParameterInput } from './request-arbitraries.js'

/** Search criteria: a search with none of them is a 400 even when every parameter is valid. */
const SEARCH_CRITERIA = ['q', 'email', 'phone', 'lastName', 'loyaltyNumber', 'vip']

/** The longest a single fuzzed operation may take, shrinking included, so a run stays bounded. */
const TIME_LIMIT_MS = 12_000

interface RunFailure {
  exchange: Exchange
  findings: Finding[]
}

/**
 * Runs one property with fast-check and reports its shrunk counterexample: the smallest request
 * found that still fails, with every way it fails. The property's own requests are not checked
 * one by one (that would report every unshrunk failure); the predicate does the checking.
 */
async function runProperty<T extends object>(
  scope: CheckScope,
  arbitrary: fc.Arbitrary<T>,
  attempt: (input: T) => Promise<RunFailure | undefined>,
): Promise<void> {
  const ctx = scope.ctx
  const failures = new WeakMap<object, RunFailure>()
  const seed = (ctx.options.seed ^ hash(scope.operationId)) | 0
  const details = await fc.check(
    fc.asyncProperty(arbitrary, async (input) => {
      const failure = await attempt(input)
      if (!failure) return true
      failures.set(input, failure)
      throw new Error(failure.findings.map((finding) => finding.message).join('; '))
    }),
    { numRuns: ctx.options.fuzzRuns, seed, plugins: [fc.interruptAfterTimeLimit(TIME_LIMIT_MS)] },
  )
  if (!details.failed || details.counterexample === null) {
    if (details.interrupted) ctx.note(`${scope.operationId} fuzzing stopped after ${details.numRuns} of ${ctx.options.fuzzRuns} runs (time limit)`)
    return
  }
  const input = (details.counterexample as unknown as [T])[0]
  const failure = failures.get(input) ?? (await attempt(input))
  if (!failure) {
    scope.fail({ message: `fuzzing found a failure that did not repeat when replayed: ${String((details.errorInstance as Error | undefined)?.message)}` })
    return
  }
  const how = `(found after ${details.numRuns} runs, shrunk ${details.numShrinks} times; replay with --seed ${ctx.options.seed})`
  for (const finding of failure.findings) {
    scope.fail({ exchange: failure.exchange, message: `${finding.message} ${how}`, ...(finding.expected ? { expected: finding.expected } : {}), ...(finding.actual ? { actual: finding.actual } : {}) })
  }
}

function hash(text: string): number {
  let h = 2166136261
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return h >>> 0
}

function statusFinding(exchange: Exchange, expected: number[], why: string): Finding | undefined {
  if (expected.includes(exchange.status)) return undefined
  return { message: `answered ${exchange.status} to ${why}`, expected: expected.join(' or '), actual: String(exchange.status) }
}

function problemNames(exchange: Exchange, pointers: string[], location: string): Finding | undefined {
  const errors = (exchange.json as { errors?: Array<{ pointer?: unknown; location?: unknown }> } | undefined)?.errors
  if (!Array.isArray(errors) || errors.length === 0) return { message: `the ${exchange.status} problem lists no errors` }
  const missing = pointers.filter((pointer) => !errors.some((entry) => entry.location === location && typeof entry.pointer === 'string' && (entry.pointer === pointer || entry.pointer.startsWith(`${pointer}/`) || pointer.startsWith(`${entry.pointer}/`))))
  return missing.length > 0 ? { message: `the problem's errors do not name ${location} ${missing.join(', ')}`, actual: show(errors) } : undefined
}

/** A GET operation fuzzed through its parameters. */
function parameterFuzz(operation: SpecOperation): CheckDefinition {
  return {
    id: `${operation.operationId}.fuzz`,
    operationId: operation.operationId,
    title: 'fuzzed parameters never cause a 5xx or a response outside the contract',
    async run(scope) {
      const ctx = scope.ctx
      if (ctx.options.fuzzRuns === 0) return scope.skip('fuzzing is off (--fuzz-runs 0)')
      const reader = new SchemaReader(ctx.spec.document)
      const knownIds = knownIdsFor(ctx, operation)
      await runProperty(scope, parameterArbitrary(operation, reader, ctx.spec.schemas, knownIds), (input) => attemptParameters(scope, operation, input))
    },
  }
}

async function attemptParameters(scope: CheckScope, operation: SpecOperation, input: ParameterInput): Promise<RunFailure | undefined> {
  const ctx = scope.ctx
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(input.pathParams[name] ?? ''))
  const url = ctx.client.url(path, input.query)
  const local = parseParameters(operation, url, input.pathParams, ctx.spec.schemas)
  let expected: number[]
  let why: string
  if (local.violations.length > 0) {
    expected = [400]
    why = `invalid parameters (${local.violations.map((v) => `${v.location} ${v.pointer} ${v.message}`).join('; ')})`
  } else if (operation.operationId === 'searchGuests' && !SEARCH_CRITERIA.some((name) => name in input.query)) {
    expected = [400]
    why = 'a search without any criterion'
  } else {
    expected = operation.parameters.some((parameter) => parameter.in === 'path') ? [200, 404] : [200]
    why = 'valid parameters'
  }
  const exchange = await scope.send({ method: operation.method, path, query: input.query }, { conformance: false })
  const findings = conformanceFindings(exchange, ctx.spec.schemas)
  const status = statusFinding(exchange, expected, why)
  if (status) findings.push(status)
  else if (exchange.status === 400 && local.violations.length > 0) {
    const byLocation = new Map<string, string[]>()
    for (const violation of local.violations) byLocation.set(violation.location, [...(byLocation.get(violation.location) ?? []), `/${violation.pointer.split('/')[1]}`])
    for (const [location, pointers] of byLocation) {
      const named = problemNames(exchange, [...new Set(pointers)], location)
      if (named) findings.push(named)
    }
  }
  return findings.length > 0 ? { exchange, findings } : undefined
}

function knownIdsFor(ctx: VerifyContext, operation: SpecOperation): string[] {
  if (operation.path.startsWith('/api/guests/')) return (ctx.guests?.items ?? []).slice(0, 5).map((guest) => guest.id)
  if (operation.path.startsWith('/api/reservations/')) return (ctx.reservations?.items ?? []).slice(0, 5).map((reservation) => reservation.id)
  return []
}

/** Shared by POST and PUT: the verdict for one fuzzed body. */
async function attemptBody(
  scope: CheckScope,
  operation: SpecOperation,
  body: unknown,
  send: (body: unknown) => Promise<Exchange>,
  successStatus: number,
): Promise<RunFailure> {
  const ctx = scope.ctx
  const schema = requestBodySchema(operation)!
  const valid = ctx.spec.schemas.schema(schema)(body) === true
  const exchange = await send(body)
  const findings = conformanceFindings(exchange, ctx.spec.schemas)
  const status = valid ? statusFinding(exchange, [successStatus], 'a body the schema accepts') : statusFinding(exchange, [422], 'JSON that breaks the schema')
  if (status) findings.push(status)
  else if (valid) {
    const sent = body as Record<string, unknown>
    const diff = differences(sent, pickKeys(exchange.json, Object.keys(sent)))
      .filter((pointer) => !isOmittedNestedOptional(sent, exchange.json, pointer))
    if (diff.length > 0) findings.push({ message: `the ${successStatus === 201 ? '201 answer to the POST' : '200 answer to the PUT'} differs from what was sent at ${diff.join(', ')}` })
  } else {
    const named = problemNames(exchange, [], 'body')
    if (named) findings.push(named)
  }
  return { exchange, findings }
}

function pickKeys(value: unknown, keys: string[]): Record<string, unknown> {
  const source = (value ?? {}) as Record<string, unknown>
  return Object.fromEntries(keys.map((key) => [key, source[key]]))
}

/** An optional nested field left out (address.line2) may come back as null. */
function isOmittedNestedOptional(sent: unknown, received: unknown, pointer: string): boolean {
  if (pointerTokens(pointer).length < 2) return false
  return valueAt(sent, pointer) === undefined && valueAt(received, pointer) === null
}

/** Marks a body as the verifier's: its email becomes the run's marker (the body is judged after that). */
function withEmail(body: unknown, email: string | null): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const record = body as Record<string, unknown>
  // An email of the wrong type stays (that is what the case tests); a null becomes the marker too,
  // so every guest the run leaves behind can be found and purged.
  if (email === null || ('email' in record && record.email !== null && typeof record.email !== 'string')) return body
  return { ...record, email }
}

/** The operation, its body schema and an arbitrary of its bodies; skips the check when fuzzing is off or there is no body. */
function fuzzedBodies(scope: Parameters<CheckDefinition['run']>[0], operationId: string) {
  const ctx = scope.ctx
  if (ctx.options.fuzzRuns === 0) return scope.skip('fuzzing is off (--fuzz-runs 0)')
  const operation = ctx.spec.operations.get(operationId)
  const schema = requestBodySchema(operation)
  if (!schema) return scope.skip(`${operationId} has no JSON request body in the spec`)
  return { operation, schema, bodies: bodyArbitrary(new SchemaReader(ctx.spec.document), ctx.spec.schemas, schema) }
}

const createFuzz: CheckDefinition = {
  id: 'createGuest.fuzz',
  operationId: 'createGuest',
  title: 'fuzzed bodies are created as sent or rejected with a 422, never a 5xx',
  writes: true,
  async run(scope) {
    const ctx = scope.ctx
    const { operation, schema, bodies } = fuzzedBodies(scope, 'createGuest')
    let counter = 0
    const traces = traceWatcher(scope)
    await runProperty(scope, bodies, async ({ body }) => {
      const marked = withEmail(body, markerEmail(ctx, `fuzz-${++counter}`))
      const valid = ctx.spec.schemas.schema(schema)(marked) === true
      if (!valid) await traces.before()
      const result = await attemptBody(scope, operation, marked, (b) => scope.send({ method: 'POST', path: '/api/guests', json: b }, { conformance: false }), 201)
      if (result.findings.length > 0 || valid) return traces.forget(result.findings.length > 0 ? result : undefined)
      return traces.after(result.exchange)
    })
  },
}

const updateFuzz: CheckDefinition = {
  id: 'updateGuest.fuzz',
  operationId: 'updateGuest',
  title: 'fuzzed bodies replace the guest or are rejected with a 422 that changes nothing',
  needs: ['updateGuest', 'createGuest', 'getGuest'],
  writes: true,
  async run(scope) {
    const ctx = scope.ctx
    const { operation, schema, bodies } = fuzzedBodies(scope, 'updateGuest')
    // A guest of its own: fuzzed PUTs touch nothing but records this run created.
    const create = await scope.send({ method: 'POST', path: '/api/guests', json: validBody(ctx, ctx.spec.operations.get('createGuest'), 'fuzz-target') })
    if (!scope.expectStatus(create, 201, `the guest to fuzz PUTs against could not be created (${create.status})`)) return
    // Only a guest read back with the run's marker is the run's own; PUTs never go anywhere else.
    const created = create.json as Guest | undefined
    const read = typeof created?.id === 'string' ? await scope.send({ path: `/api/guests/${encodeURIComponent(created.id)}` }) : undefined
    const target = read?.status === 200 ? (read.json as Guest) : undefined
    if (!target || target.email !== markerEmail(ctx, 'fuzz-target')) {
      return scope.skip('the POST of the guest to fuzz PUTs against answered 201, but no guest carrying what was sent can be read back by its id, so there is no guest of this run to aim PUTs at')
    }
    ctx.createdGuests.push(target)
    const path = `/api/guests/${encodeURIComponent(target.id)}`
    const traces = traceWatcher(scope)
    await runProperty(scope, bodies, async ({ body }) => {
      const marked = withEmail(body, target.email)
      const valid = ctx.spec.schemas.schema(schema)(marked) === true
      if (!valid) await traces.before()
      const before = valid ? undefined : await scope.send({ path }, { conformance: false })
      const result = await attemptBody(scope, operation, marked, (b) => scope.send({ method: 'PUT', path, json: b }, { conformance: false }), 200)
      if (result.findings.length > 0 || valid) return traces.forget(result.findings.length > 0 ? result : undefined)
      if (before?.status === 200) {
        const after = await scope.send({ path }, { conformance: false })
        const diff = differences(before.json, after.json)
        if (diff.length > 0) return traces.forget({ exchange: result.exchange, findings: [{ message: `a rejected PUT changed the guest at ${diff.join(', ')}` }] })
      }
      return traces.after(result.exchange)
    })
  },
}

/**
 * Compares what List Guests shows before and after each rejected fuzzed write. The fingerprint
 * is kept from one rejected write to the next and read again after anything that may change the
 * list (an accepted write, a failure).
 */
function traceWatcher(scope: CheckScope) {
  let state: ListFingerprint | undefined
  return {
    async before(): Promise<void> {
      state ??= await listFingerprint(scope)
    },
    forget(result: RunFailure | undefined): RunFailure | undefined {
      state = undefined
      return result
    },
    async after(exchange: Exchange): Promise<RunFailure | undefined> {
      const before = state
      state = await listFingerprint(scope)
      const change = before && state ? fingerprintChange(before, state) : undefined
      if (!change) return undefined
      state = undefined
      return { exchange, findings: [{ message: `a ${exchange.request.method} rejected with ${exchange.status} left a trace: ${change.what}`, expected: change.expected, actual: change.actual }] }
    },
  }
}

/** One fuzz check per operation: parameters for reads, bodies for writes. */
export function fuzzChecks(ctx: VerifyContext): CheckDefinition[] {
  const reads = ctx.spec.operations.list.filter((operation) => operation.method === 'get' && operation.parameters.some((p) => p.in === 'query' || p.in === 'path'))
  return [...reads.map(parameterFuzz), createFuzz, updateFuzz]
}
