import { valueAt } from '../../shared/json-pointer.js'
/** Reading and comparing guests: what the write checks and the rejected-body checks share. */
import type { CheckScope, Guest, VerifyContext } from '../context.js'
import { show } from '../excerpt.js'
import type { Exchange } from '../http-client.js'
import { requestBodySchema } from '../negative/body-cases.js'
import { SchemaReader } from '../schema-tools.js'
import { differences, jsonEqual } from '../semantics/compare.js'

/** Fields of the response that differ from what was sent (nested objects compared field by field). */
export function echoDifferences(sent: unknown, received: unknown, pointer = ''): string[] {
  if (typeof sent === 'object' && sent !== null && !Array.isArray(sent)) {
    if (typeof received !== 'object' || received === null || Array.isArray(received)) return [pointer || '/']
    return Object.entries(sent).flatMap(([key, value]) => echoDifferences(value, (received as Record<string, unknown>)[key], `${pointer}/${key}`))
  }
  return jsonEqual(sent, received) ? [] : [pointer]
}

/** What a writable field left out of a full replacement becomes: its default, else null, false or []. */
export function replacementDefaults(ctx: VerifyContext): Record<string, unknown> {
  const reader = new SchemaReader(ctx.spec.document)
  const schema = requestBodySchema(ctx.spec.operations.get('updateGuest'))
  const out: Record<string, unknown> = {}
  const required = new Set(reader.required(schema))
  for (const [name, property] of Object.entries(reader.properties(schema))) {
    if (required.has(name)) continue
    const resolved = reader.resolve(property)
    const types = reader.types(property)
    if (resolved.default !== undefined) out[name] = resolved.default
    else if (types.has('null')) out[name] = null
    else if (types.has('boolean')) out[name] = false
    else if (types.has('array')) out[name] = []
  }
  return out
}

export function guestPath(id: string): string {
  return `/api/guests/${encodeURIComponent(id)}`
}

export async function getGuest(scope: CheckScope, id: string): Promise<Exchange> {
  return scope.send({ path: guestPath(id) })
}

/** Search results for one query, or undefined when the search itself failed (already reported). */
export async function searchGuests(scope: CheckScope, query: Record<string, string | boolean>): Promise<{ exchange: Exchange; guests: Guest[] } | undefined> {
  const exchange = await scope.send({ path: '/api/guests/search', query: { ...query, pageSize: 100 } })
  if (!scope.expectStatus(exchange, 200)) return undefined
  return { exchange, guests: ((exchange.json as { data?: Guest[] } | undefined)?.data ?? []) as Guest[] }
}

export function pick(value: unknown, pointers: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const pointer of pointers) {
    out[pointer] = valueAt(value, pointer)
  }
  return out
}

/**
 * Expects the guest to be exactly as it was: a rejected write must leave no trace. Returns the
 * read it made (the state from now on), or undefined when the guest cannot be read any more.
 */
export async function expectUnchanged(scope: CheckScope, before: Guest, cause: Exchange, operationId: string, what = 'the write'): Promise<Exchange | undefined> {
  const after = await getGuest(scope, before.id)
  if (after.status !== 200) {
    scope.fail({ exchange: cause, operationId, message: `after the rejected write the guest cannot be read any more (${after.status})` })
    return undefined
  }
  const diff = differences(before, after.json)
  if (diff.length > 0) {
    // Rejections that change the guest read alike (one violation, seen N times); an accepted write names its case.
    const message =
      cause.status >= 400
        ? `a ${cause.request.method} rejected with ${cause.status} changed the guest at ${diff.join(', ')}`
        : `${what} was answered ${cause.status} where it should have been rejected, and it changed the guest at ${diff.join(', ')}`
    scope.fail({
      exchange: cause,
      operationId,
      message,
      expected: show(pick(before, diff)),
      actual: show(pick(after.json, diff)),
    })
  }
  return after
}
