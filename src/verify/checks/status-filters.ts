import type { CheckDefinition } from '../check.js'
import type { CheckScope, Guest, Reservation } from '../context.js'
import { counted, listSome } from '../semantics/compare.js'
import type { SortKey } from '../semantics/ordering.js'
import { walkPages } from '../semantics/paging.js'
import { pageSizeLimits, reportOrder } from './guests-read.js'

/** A front-desk list: which stays belong on it on business date B, and its order. */
interface StatusFilter {
  status: string
  rule: string
  belongs(reservation: Reservation, businessDate: string): boolean
  order: (guests: Map<string, Guest>) => { label: string; keys: Array<SortKey<Reservation>> }
}

/** The four lists of the spec's business-date table. */
export const STATUS_FILTERS: StatusFilter[] = [
  {
    status: 'arrivals',
    rule: 'arrivalDate == B and status == confirmed',
    belongs: (r, b) => r.arrivalDate === b && r.status === 'confirmed',
    order: (guests) => ({
      label: "the guest's lastName, firstName",
      keys: [
        { kind: 'text', get: (r) => guests.get(r.guestId)?.lastName },
        { kind: 'text', get: (r) => guests.get(r.guestId)?.firstName },
      ],
    }),
  },
  {
    status: 'departures',
    rule: 'departureDate == B and status == in_house',
    belongs: (r, b) => r.departureDate === b && r.status === 'in_house',
    order: () => ({ label: 'roomNumber', keys: [{ kind: 'numeric-text', get: (r) => r.roomNumber }] }),
  },
  {
    status: 'in_house',
    rule: 'status == in_house (due-outs included)',
    belongs: (r) => r.status === 'in_house',
    order: () => ({ label: 'roomNumber', keys: [{ kind: 'numeric-text', get: (r) => r.roomNumber }] }),
  },
  {
    status: 'upcoming',
    rule: 'arrivalDate > B and status == confirmed',
    belongs: (r, b) => r.arrivalDate > b && r.status === 'confirmed',
    order: () => ({
      label: 'arrivalDate, then confirmationNumber',
      keys: [
        { kind: 'text', get: (r) => r.arrivalDate },
        { kind: 'text', get: (r) => r.confirmationNumber },
      ],
    }),
  },
]

async function checkStatusFilter(scope: CheckScope, filter: StatusFilter): Promise<void> {
  const businessDate = scope.ctx.businessDate?.value
  if (!businessDate) {
    return scope.skip('the business date is unknown: pass --business-date YYYY-MM-DD (the server has no /__mock/business-date)')
  }
  const query = { status: filter.status }
  const found = await walkPages<Reservation>(scope, {
    path: '/api/reservations',
    query,
    pageSize: pageSizeLimits(scope, 'listReservations').max,
    maxItems: scope.ctx.options.maxWalkItems,
  })
  scope.ctx.statusLists.set(filter.status, found)
  const request = { method: 'GET', url: scope.ctx.client.url('/api/reservations', query).href, headers: {} }
  const label = (r: Reservation): string => `${r.confirmationNumber} ${r.status} ${r.arrivalDate}..${r.departureDate}`
  const wrong = found.items.filter((r) => !filter.belongs(r, businessDate))
  if (wrong.length > 0) {
    scope.fail({
      request,
      message: `${counted(wrong.length, 'stay')} ${wrong.length === 1 ? 'does' : 'do'} not belong on the ${filter.status} list of business date ${businessDate} (${filter.rule})`,
      actual: listSome(wrong.map(label)),
    })
  }
  const all = scope.ctx.reservations
  if (all?.complete && found.complete) {
    const expected = all.items.filter((r) => filter.belongs(r, businessDate))
    const foundIds = new Set(found.items.map((r) => r.id))
    const missing = expected.filter((r) => !foundIds.has(r.id))
    if (missing.length > 0) {
      scope.fail({
        request,
        message: `${missing.length} of the ${counted(expected.length, 'stay')} that belong on the ${filter.status} list of ${businessDate} missing (${filter.rule})`,
        expected: counted(expected.length, 'stay'),
        actual: `${counted(found.items.length, 'stay')}; missing ${listSome(missing.map(label))}`,
      })
    }
  }
  const guests = new Map((scope.ctx.guests?.items ?? []).map((g) => [g.id, g]))
  const order = filter.order(guests)
  reportOrder(scope, found.items, order.keys, order.label, (r) => order.keys.map((key) => key.get(r)), { path: '/api/reservations', query })
}

export const statusFilterChecks: CheckDefinition[] = STATUS_FILTERS.map((filter) => ({
  id: `listReservations.status-${filter.status}`,
  operationId: 'listReservations',
  title: `status=${filter.status} lists exactly the stays with ${filter.rule}`,
  run: (scope) => checkStatusFilter(scope, filter),
}))
