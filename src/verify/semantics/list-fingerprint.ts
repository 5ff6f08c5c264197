import type { CheckScope } from '../context.js'
import type { Exchange } from '../http-client.js'
import { show } from '../excerpt.js'

/** What List Guests shows at a moment: its total and the records at both ends of its orders. */
export interface ListFingerprint {
  totalCount: unknown
  /** Per order (`sort=-createdAt`, ...), the records at its start, in full. */
  ends: Map<string, string>
}

/** Orders whose ends move when anything is created, changed, or named at either end of the alphabet. */
const ENDS = ['-createdAt', '-updatedAt', 'lastName', '-lastName']

/**
 * Reads what List Guests shows at its ends: the newest created, the latest updated, and the first
 * and last names of the list, with the total. Two fingerprints differ when a write left a record
 * behind or changed one, whatever its email or name, so a rejected write is checked by what the
 * API shows and not only by a search for the request's own marker. Undefined when the list cannot
 * be read (already reported by the response checks).
 */
export async function listFingerprint(scope: CheckScope): Promise<ListFingerprint | undefined> {
  if (!scope.ctx.has('listGuests')) return undefined
  const declared = (scope.ctx.spec.operations.get('listGuests').parameters.find((p) => p.name === 'sort')?.schema.enum as string[] | undefined) ?? []
  const orders = ENDS.filter((order) => declared.includes(order))
  const ends = new Map<string, string>()
  let totalCount: unknown
  for (const order of orders.length > 0 ? orders : ['(default)']) {
    const query = order === '(default)' ? { pageSize: 2 } : { sort: order, pageSize: 2 }
    const exchange = await scope.send({ path: '/api/guests', query })
    if (exchange.status !== 200) return undefined
    const body = exchange.json as { data?: unknown; totalCount?: unknown } | undefined
    totalCount = body?.totalCount
    ends.set(order, JSON.stringify(body?.data ?? null))
  }
  return { totalCount, ends }
}

/**
 * Expects List Guests to show exactly what it showed before a write the server rejected (or
 * should have). The message says what the answer was, so a 200 where a 422 was due is not called
 * a rejection; `what` names the case for the latter.
 */
export async function expectNoTrace(scope: CheckScope, before: ListFingerprint | undefined, cause: Exchange, what: string, operationId: string): Promise<ListFingerprint | undefined> {
  if (!before) return listFingerprint(scope)
  const after = await listFingerprint(scope)
  if (!after) return undefined
  const change = fingerprintChange(before, after)
  if (!change) return after
  // A rejection that leaves a trace reads the same for every case (one violation, seen N times,
  // the first request shown); a write that was accepted instead says which case it was.
  const message =
    cause.status >= 400
      ? `a ${cause.request.method} rejected with ${cause.status} left a trace: ${change.what}`
      : `${what} was answered ${cause.status} where it should have been rejected, and ${change.what}`
  scope.fail({ exchange: cause, operationId, message, expected: change.expected, actual: change.actual })
  return after
}

/** How List Guests moved between two fingerprints, or undefined when it shows the same. */
export function fingerprintChange(before: ListFingerprint, after: ListFingerprint): { what: string; expected: string; actual: string } | undefined {
  if (after.totalCount !== before.totalCount) {
    return { what: "List Guests' totalCount changed", expected: show(before.totalCount), actual: show(after.totalCount) }
  }
  const moved = [...before.ends].filter(([order, records]) => after.ends.get(order) !== records).map(([order]) => order)
  if (moved.length === 0) return undefined
  return {
    what: `the guests at the ends of List Guests changed (sort=${moved.join(', sort=')})`,
    expected: excerptOf(before.ends.get(moved[0]!)),
    actual: excerptOf(after.ends.get(moved[0]!)),
  }
}

function excerptOf(text: string | undefined): string {
  return text === undefined ? '(nothing)' : text.length > 300 ? `${text.slice(0, 300)}...` : text
}
