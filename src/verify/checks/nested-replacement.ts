import type { CheckDefinition } from '../check.js'
import type { CheckScope, Guest } from '../context.js'
import { show } from '../excerpt.js'
import type { Exchange } from '../http-client.js'
import { markerLastName, requestBodySchema } from '../negative/body-cases.js'
import { SchemaReader } from '../schema-tools.js'
import { expectUpdatedAtMoved, hasSubSecondPrecision, waitPastTimestamp } from '../semantics/timestamps.js'
import { getGuest, guestPath } from './guest-records.js'
import { otherFullBody } from './guest-writes.js'

/** Each optional field inside an object field of the body, e.g. `address.line2`. */
function nestedOptionalFields(scope: CheckScope): Array<{ parent: string; field: string; becomes: unknown }> {
  const reader = new SchemaReader(scope.ctx.spec.document)
  const schema = requestBodySchema(scope.ctx.spec.operations.get('updateGuest'))
  const out: Array<{ parent: string; field: string; becomes: unknown }> = []
  for (const [parent, property] of Object.entries(reader.properties(schema))) {
    const nested = reader.objectSchema(property)
    if (!nested) continue
    const required = new Set(reader.required(nested))
    for (const [field, fieldSchema] of Object.entries(reader.properties(nested))) {
      if (required.has(field)) continue
      const resolved = reader.resolve(fieldSchema)
      out.push({ parent, field, becomes: resolved.default !== undefined ? resolved.default : null })
    }
  }
  return out
}

/**
 * PUT replaces nested objects too: a guest holding every field is PUT again with one optional
 * field inside `address` (or any object field) left out, once per such field; that field must
 * become null (or its default) in the answer and in a read, not keep its old value as a merge
 * would. Between cases the full body is PUT back, so each case has a value to lose.
 */
async function checkNestedReplacement(scope: CheckScope): Promise<void> {
  const ctx = scope.ctx
  const guest = ctx.createdGuests.find((candidate) => candidate.lastName === markerLastName(ctx, 'b'))
  if (!guest) return scope.skip('the guest this check needs could not be created (see createGuest)')
  const full: Record<string, unknown> = { ...otherFullBody(ctx, 'b'), email: guest.email, lastName: guest.lastName }
  const path = guestPath(guest.id)
  let last = { updatedAt: guest.updatedAt, seenAt: 0 }
  // Sub-second servers are held to a strictly later updatedAt on each PUT (after a wait of a few
  // milliseconds); whole-second ones to "not earlier" here, since the PUT checks of
  // updateGuest.replaces already wait out the second for the strict rule.
  const put = async (body: unknown): Promise<Exchange | undefined> => {
    const strict = hasSubSecondPrecision(last.updatedAt)
    if (strict) await waitPastTimestamp(last.updatedAt, last.seenAt)
    const exchange = await scope.send({ method: 'PUT', path, json: body })
    if (!scope.expectStatus(exchange, 200)) return undefined
    const updatedAt = (exchange.json as Guest | undefined)?.updatedAt
    if (strict) expectUpdatedAtMoved(scope, exchange, last.updatedAt, updatedAt)
    else if (!(Date.parse(String(updatedAt)) >= Date.parse(last.updatedAt))) {
      scope.fail({ exchange, message: 'updatedAt went backwards on a successful PUT', expected: `at or after ${last.updatedAt}`, actual: String(updatedAt) })
    }
    last = { updatedAt: String(updatedAt), seenAt: performance.now() }
    return exchange
  }
  const cases = nestedOptionalFields(scope).filter(({ parent, field }) => (full[parent] as Record<string, unknown> | null | undefined)?.[field] !== undefined)
  if (cases.length === 0) return scope.skip('no object field of the body has an optional field to leave out')
  for (const { parent, field, becomes } of cases) {
    if (!(await put(full))) return
    const body = structuredClone(full) as Record<string, Record<string, unknown>>
    delete body[parent]![field]
    const replaced = await put(body)
    if (!replaced) return
    const pointer = `/${parent}/${field}`
    for (const [source, exchange] of [['the PUT\'s answer', replaced], ['a read after the PUT', await getGuest(scope, guest.id)]] as const) {
      const value = (exchange.json as Record<string, Record<string, unknown> | null> | undefined)?.[parent]?.[field]
      if (exchange.status === 200 && value !== becomes) {
        scope.fail({
          exchange: replaced,
          message: `${pointer}, left out of the PUT, kept ${show(value)} in ${source} instead of becoming ${show(becomes)}: nested objects were merged, not replaced`,
          expected: show(becomes),
          actual: show(value),
        })
      }
    }
  }
}

export const nestedReplacementChecks: CheckDefinition[] = [
  {
    id: 'updateGuest.nested-replacement',
    operationId: 'updateGuest',
    title: 'PUT replaces nested objects too: each optional field inside one, left out, becomes null',
    needs: ['createGuest', 'getGuest', 'updateGuest'],
    writes: true,
    run: checkNestedReplacement,
  },
]
