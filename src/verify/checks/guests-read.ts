import type { CheckDefinition } from '../check.js'
import type { CheckScope, Guest } from '../context.js'
import { show } from '../excerpt.js'
import { reportBroken } from '../semantics/broken-rules.js'
import { differences } from '../semantics/compare.js'
import { checkOrder, type SortKey } from '../semantics/ordering.js'
import { checkPageWindows, walkPages } from '../semantics/paging.js'

/** The order of List Guests and of search results: lastName, firstName, id. */
export const GUEST_ORDER: Array<SortKey<Guest>> = [
  { kind: 'text', get: (guest) => guest.lastName },
  { kind: 'text', get: (guest) => guest.firstName },
  { kind: 'text', get: (guest) => guest.id },
]

export function pageSizeLimits(scope: CheckScope, operationId: string): { max: number; default: number | undefined } {
  const parameter = scope.ctx.spec.operations.get(operationId).parameters.find((candidate) => candidate.name === 'pageSize')
  const max = typeof parameter?.schema.maximum === 'number' ? parameter.schema.maximum : 100
  const fallback = typeof parameter?.schema.default === 'number' ? parameter.schema.default : undefined
  return { max, default: fallback }
}

/**
 * Reports where an order breaks, showing the two neighbours. A list of fewer than two items has no
 * order to judge: that part of the check is recorded as not run, never as passed. Returns whether
 * the order could be judged.
 */
export function reportOrder<T>(scope: CheckScope, items: readonly T[], keys: ReadonlyArray<SortKey<T>>, label: string, describe: (item: T) => unknown, request: { path: string; query?: Record<string, string | number | boolean> }): boolean {
  if (items.length < 2) {
    const url = scope.ctx.client.url(request.path, request.query)
    scope.skipPart(`the order by ${label} of ${scope.ctx.client.apiPath(url)}${url.search}`, `the list held ${items.length === 0 ? 'no items' : 'one item'}, so no order could be judged`)
    return false
  }
  const broken = checkOrder(items, keys)
  if (!broken) return true
  scope.fail({
    request: { method: 'GET', url: scope.ctx.client.url(request.path, request.query).href, headers: {} },
    operationId: scope.operationId,
    message: `the list is not ordered by ${label}: item ${broken.index + 1} comes before item ${broken.index}`,
    expected: `ordered by ${label}`,
    actual: `${show(describe(items[broken.index - 1]!))} then ${show(describe(items[broken.index]!))}`,
  })
  return true
}

export const guestReadChecks: CheckDefinition[] = [
  {
    id: 'listGuests.paging',
    operationId: 'listGuests',
    title: 'pages through every guest consistently',
    async run(scope) {
      const limits = pageSizeLimits(scope, 'listGuests')
      const guests = await walkPages<Guest>(scope, { path: '/api/guests', pageSize: limits.max, maxItems: scope.ctx.options.maxWalkItems, pastTheEnd: true })
      scope.ctx.guests = guests
      if (guests.items.length > 0 && !guests.complete) {
        scope.ctx.note(`read ${guests.items.length} of ${guests.totalCount} guests; search checks compare against samples, not the whole list`)
      }
      await checkPageWindows(scope, guests, '/api/guests', {}, limits.default)
    },
  },
  {
    id: 'listGuests.default-order',
    operationId: 'listGuests',
    title: 'orders by lastName, firstName, id by default',
    async run(scope) {
      const guests = scope.ctx.guests
      if (!guests || guests.items.length < 2) return scope.skip(`List Guests held ${guests?.items.length ?? 0} guest${guests?.items.length === 1 ? '' : 's'}: no order to judge`)
      reportOrder(scope, guests.items, GUEST_ORDER, 'lastName, firstName, id', (g) => [g.lastName, g.firstName, g.id], { path: '/api/guests' })
    },
  },
  {
    id: 'listGuests.invariants',
    operationId: 'listGuests',
    title: 'every guest is internally consistent',
    async run(scope) {
      const guests = scope.ctx.guests?.items ?? []
      if (guests.length === 0) return scope.skip('no guests were read from List Guests')
      const list = { operationId: 'listGuests', path: '/api/guests', noun: 'guest' }
      const broken = (rule: string, found: Guest[], describe: (guest: Guest) => string) =>
        reportBroken(scope, list, rule, found, (guest) => `${guest.firstName} ${guest.lastName} (${guest.id}) ${describe(guest)}`)
      broken('updatedAt is not before createdAt', guests.filter((g) => Date.parse(g.updatedAt) < Date.parse(g.createdAt)), (g) => `created ${g.createdAt}, updated ${g.updatedAt}`)
      const businessDate = scope.ctx.businessDate?.value
      if (businessDate === undefined) return scope.skipPart('dates of birth against the business date', 'the business date is unknown (pass --business-date)')
      broken(`a date of birth is before the business date ${businessDate}`, guests.filter((g) => g.dateOfBirth !== null && g.dateOfBirth >= businessDate), (g) => `born ${g.dateOfBirth}`)
    },
  },
  {
    id: 'listGuests.sort',
    operationId: 'listGuests',
    title: 'honours every sort key, ascending and descending',
    async run(scope) {
      const parameter = scope.ctx.spec.operations.get('listGuests').parameters.find((candidate) => candidate.name === 'sort')
      const values = (parameter?.schema.enum as string[] | undefined) ?? []
      if (values.length === 0) return scope.skip('the spec declares no sort values')
      let orders = 0
      const guestSchema = scope.ctx.spec.document.components?.schemas?.Guest as { properties?: Record<string, { format?: string }> } | undefined
      for (const value of values) {
        const descending = value.startsWith('-')
        const field = descending ? value.slice(1) : value
        const format = guestSchema?.properties?.[field]?.format
        const key: SortKey<Guest> =
          format === 'date-time'
            ? { kind: 'instant', get: (guest) => (guest as unknown as Record<string, string>)[field], descending }
            : { kind: 'text', get: (guest) => (guest as unknown as Record<string, string>)[field], descending }
        const items: Guest[] = []
        for (const page of [1, 2]) {
          const exchange = await scope.send({ path: '/api/guests', query: { sort: value, page, pageSize: 50 } })
          if (!scope.expectStatus(exchange, 200)) break
          const data = (exchange.json as { data?: Guest[] } | undefined)?.data
          if (Array.isArray(data)) items.push(...data)
        }
        const judged = reportOrder(scope, items, [key], `${field}${descending ? ' descending' : ''} (sort=${value})`, (g) => (g as unknown as Record<string, unknown>)[field], {
          path: '/api/guests',
          query: { sort: value, pageSize: 50 },
        })
        if (judged) orders++
      }
      if (orders === 0) return scope.skip('no sorted list held two guests: no order could be judged')
    },
  },
  {
    id: 'getGuest.matches-list',
    operationId: 'getGuest',
    title: 'returns each guest as the list shows it',
    needs: ['getGuest', 'listGuests'],
    async run(scope) {
      const guests = scope.ctx.guests?.items ?? []
      if (guests.length === 0) return scope.skip('no guests were read from List Guests')
      for (const guest of scope.ctx.random.sample(guests, 8)) {
        const exchange = await scope.send({ path: `/api/guests/${encodeURIComponent(guest.id)}` })
        if (!scope.expectStatus(exchange, 200)) continue
        const diff = differences(guest, exchange.json)
        if (diff.length > 0) {
          scope.fail({ exchange, message: `the guest differs from the one List Guests returned at ${diff.join(', ')}` })
        }
      }
      await checkReadInCapitals(scope, guests, '/api/guests', 'guest')
    },
  },
]

/**
 * Reads one of `records` (one whose id has hex letters) at `${path}/{ID IN CAPITALS}`: a UUID's hex
 * digits may come in either case (RFC 9562), so it must be the same record.
 */
export async function checkReadInCapitals<T extends { id: string }>(scope: CheckScope, records: readonly T[], path: string, noun: string): Promise<void> {
  const record = scope.ctx.random.pick(records.filter((candidate) => /[a-f]/i.test(candidate.id)))
  if (record === undefined) return
  const upper = await scope.send({ path: `${path}/${encodeURIComponent(record.id.toUpperCase())}` })
  if (scope.expectStatus(upper, 200, `the ${noun}'s id in capitals answered ${upper.status}, not the ${noun} (a UUID's hex digits may come in either case)`)) {
    const diff = differences(record, upper.json)
    if (diff.length > 0) scope.fail({ exchange: upper, message: `read by its id in capitals, the ${noun} differs at ${diff.join(', ')}` })
  }
}
