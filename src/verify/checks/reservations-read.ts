import type { CheckDefinition } from '../check.js'
import type { CheckScope, Guest, Reservation } from '../context.js'
import { show } from '../excerpt.js'
import { reportBroken as reportBrokenRule } from '../semantics/broken-rules.js'
import { counted, differences, listSome } from '../semantics/compare.js'
import type { SortKey } from '../semantics/ordering.js'
import { checkPageWindows, walkPages } from '../semantics/paging.js'
import { checkReadInCapitals, pageSizeLimits, reportOrder } from './guests-read.js'

/** The list's default order: arrivalDate descending, then confirmationNumber descending (the spec's `status` table). */
const ARRIVAL_DESCENDING: Array<SortKey<Reservation>> = [
  { kind: 'text', get: (r) => r.arrivalDate, descending: true },
  { kind: 'text', get: (r) => r.confirmationNumber, descending: true },
]

const RESERVATIONS = { operationId: 'listReservations', path: '/api/reservations', noun: 'reservation' }

/** Reports reservations that break a rule, at most a few of them by id. */
function reportBroken(scope: CheckScope, rule: string, broken: Reservation[], describe: (r: Reservation) => string): void {
  reportBrokenRule(scope, RESERVATIONS, rule, broken, describe)
}

/** A JSON number with at most two decimals, as `String` writes it back (float noise such as 375.30000000000007 shows). */
const CENTS = /^-?\d+(\.\d{1,2})?$/
const DAY_MS = 86_400_000

/** Milliseconds since the epoch of a timestamp or a calendar date (its UTC midnight); NaN when it is neither. */
function instant(value: string | null | undefined): number {
  return typeof value === 'string' ? Date.parse(value) : Number.NaN
}

/** Check-in on the arrival date (a day either side, as hotels keep local time) and not before the booking; check-out not before check-in. */
function plausibleStayTimes(r: Reservation): boolean {
  if (r.checkedInAt !== null) {
    const checkedIn = instant(r.checkedInAt)
    if (checkedIn < instant(r.arrivalDate) - DAY_MS || checkedIn >= instant(r.departureDate) + 2 * DAY_MS) return false
    if (checkedIn < instant(r.createdAt)) return false
    if (r.checkedOutAt !== null && instant(r.checkedOutAt) < checkedIn) return false
  }
  return true
}

const timestampRules: Array<{ field: 'checkedInAt' | 'checkedOutAt' | 'cancelledAt'; statuses: string[] }> = [
  { field: 'checkedInAt', statuses: ['in_house', 'checked_out'] },
  { field: 'checkedOutAt', statuses: ['checked_out'] },
  { field: 'cancelledAt', statuses: ['cancelled'] },
]

export const reservationReadChecks: CheckDefinition[] = [
  {
    id: 'listReservations.paging',
    operationId: 'listReservations',
    title: 'pages through every reservation consistently, newest arrival first',
    async run(scope) {
      const limits = pageSizeLimits(scope, 'listReservations')
      const reservations = await walkPages<Reservation>(scope, {
        path: '/api/reservations',
        pageSize: limits.max,
        maxItems: scope.ctx.options.maxWalkItems,
        pastTheEnd: true,
      })
      scope.ctx.reservations = reservations
      if (reservations.items.length > 0 && !reservations.complete) {
        scope.ctx.note(`read ${reservations.items.length} of ${reservations.totalCount} reservations; the status filters are checked item by item, not as whole sets`)
      }
      reportOrder(scope, reservations.items, ARRIVAL_DESCENDING, 'arrivalDate descending, then confirmationNumber descending', (r) => `${r.arrivalDate} ${r.confirmationNumber}`, { path: '/api/reservations' })
      await checkPageWindows(scope, reservations, '/api/reservations', {}, limits.default)
    },
  },
  {
    id: 'listReservations.invariants',
    operationId: 'listReservations',
    title: 'every reservation is internally consistent',
    async run(scope) {
      const items = scope.ctx.reservations?.items ?? []
      if (items.length === 0) return scope.skip('no reservations were read')
      const label = (r: Reservation): string => `${r.confirmationNumber} (${r.id})`
      reportBroken(scope, 'departureDate is after arrivalDate', items.filter((r) => !(r.departureDate > r.arrivalDate)), (r) => `${label(r)} ${r.arrivalDate}..${r.departureDate}`)
      reportBroken(
        scope,
        'in_house and checked_out stays have a roomNumber; cancelled and no_show stays have none',
        items.filter((r) => (['in_house', 'checked_out'].includes(r.status) && !r.roomNumber) || (['cancelled', 'no_show'].includes(r.status) && r.roomNumber !== null)),
        (r) => `${label(r)} ${r.status} room ${String(r.roomNumber)}`,
      )
      for (const rule of timestampRules) {
        reportBroken(
          scope,
          `${rule.field} is set exactly when the status is ${rule.statuses.join(' or ')}`,
          items.filter((r) => (r[rule.field] !== null) !== rule.statuses.includes(r.status)),
          (r) => `${label(r)} ${r.status} ${rule.field}=${String(r[rule.field])}`,
        )
      }
      reportBroken(scope, 'a list item carries guest only when include=guest asks for it', items.filter((r) => r.guest !== undefined), label)
      reportBroken(
        scope,
        'totalAmount.amount has at most two decimals (cents)',
        items.filter((r) => !CENTS.test(String(r.totalAmount?.amount))),
        (r) => `${label(r)} amount ${String(r.totalAmount?.amount)}`,
      )
      reportBroken(scope, 'updatedAt is not before createdAt', items.filter((r) => instant(r.updatedAt) < instant(r.createdAt)), (r) => `${label(r)} created ${r.createdAt}, updated ${r.updatedAt}`)
      reportBroken(
        scope,
        'a stay is checked in on its arrival date (a day either side for time zones) and not before it was booked, and checked out after that',
        items.filter((r) => !plausibleStayTimes(r)),
        (r) => `${label(r)} ${r.arrivalDate}..${r.departureDate} booked ${r.createdAt}, in ${String(r.checkedInAt)}, out ${String(r.checkedOutAt)}`,
      )
      reportBroken(scope, 'a stay is cancelled after it was booked', items.filter((r) => r.cancelledAt !== null && instant(r.cancelledAt) < instant(r.createdAt)), (r) => `${label(r)} booked ${r.createdAt}, cancelled ${r.cancelledAt}`)
      const businessDate = scope.ctx.businessDate?.value
      if (businessDate === undefined) {
        scope.skipPart('statuses against the business date', 'the business date is unknown (pass --business-date)')
      } else {
        // The night audit that starts a business date turns every earlier arrival still confirmed into a no-show.
        reportBroken(
          scope,
          `a confirmed stay arrives on or after the business date ${businessDate} (the night audit made earlier ones no_show)`,
          items.filter((r) => r.status === 'confirmed' && r.arrivalDate < businessDate),
          (r) => `${label(r)} arriving ${r.arrivalDate}`,
        )
        reportBroken(
          scope,
          `a no_show stay arrives before the business date ${businessDate} (one arriving on it or later is no no-show yet)`,
          items.filter((r) => r.status === 'no_show' && r.arrivalDate >= businessDate),
          (r) => `${label(r)} arriving ${r.arrivalDate}`,
        )
        reportBroken(
          scope,
          `an in_house or checked_out stay arrived by the business date ${businessDate} (no one is checked in before arriving)`,
          items.filter((r) => (r.status === 'in_house' || r.status === 'checked_out') && r.arrivalDate > businessDate),
          (r) => `${label(r)} ${r.status}, arriving ${r.arrivalDate}`,
        )
      }
      const seen = new Map<string, Reservation>()
      const duplicates: Reservation[] = []
      for (const r of items) {
        if (seen.has(r.confirmationNumber)) duplicates.push(r)
        else seen.set(r.confirmationNumber, r)
      }
      reportBroken(scope, 'confirmation numbers are unique', duplicates, label)
      reportBroken(scope, 'no room holds two overlapping stays', overlappingStays(items), (r) => `${label(r)} room ${String(r.roomNumber)} ${r.arrivalDate}..${r.departureDate}`)
      const guests = scope.ctx.guests
      if (guests?.complete) {
        const ids = new Set(guests.items.map((g) => g.id))
        reportBroken(scope, 'every guestId is an existing guest', items.filter((r) => !ids.has(r.guestId)), (r) => `${label(r)} guestId ${r.guestId}`)
      } else if (scope.ctx.has('getGuest')) {
        for (const r of scope.ctx.random.sample(items, 10)) {
          const exchange = await scope.send({ path: `/api/guests/${encodeURIComponent(r.guestId)}` })
          if (exchange.status === 404) scope.fail({ exchange, operationId: 'listReservations', message: `the reservation ${label(r)} points at a guest that does not exist` })
        }
      }
    },
  },
  {
    id: 'listReservations.guest-filter',
    operationId: 'listReservations',
    title: 'guestId returns exactly that guest\'s stays',
    async run(scope) {
      const reservations = scope.ctx.reservations
      if (!reservations || reservations.items.length === 0) return scope.skip('no reservations were read')
      const guestIds = scope.ctx.random.sample([...new Set(reservations.items.map((r) => r.guestId))], 3)
      const guestWithoutStays = scope.ctx.guests?.complete ? scope.ctx.guests.items.find((g) => !reservations.items.some((r) => r.guestId === g.id)) : undefined
      if (guestWithoutStays) guestIds.push(guestWithoutStays.id)
      const limits = pageSizeLimits(scope, 'listReservations')
      for (const guestId of guestIds) {
        const query = { guestId }
        const found = await walkPages<Reservation>(scope, { path: '/api/reservations', query, pageSize: limits.max, maxItems: scope.ctx.options.maxWalkItems })
        const url = scope.ctx.client.url('/api/reservations', query).href
        const extra = found.items.filter((r) => r.guestId !== guestId)
        if (extra.length > 0) {
          scope.fail({ request: { method: 'GET', url, headers: {} }, message: `${counted(extra.length, 'result')} ${extra.length === 1 ? 'belongs' : 'belong'} to other guests`, actual: listSome(extra.map((r) => `${r.id} of ${r.guestId}`)) })
        }
        if (reservations.complete && found.complete) {
          const expected = reservations.items.filter((r) => r.guestId === guestId).map((r) => r.id)
          const foundIds = new Set(found.items.map((r) => r.id))
          const missing = expected.filter((id) => !foundIds.has(id))
          if (missing.length > 0) {
            scope.fail({ request: { method: 'GET', url, headers: {} }, message: `${missing.length} of the guest's ${counted(expected.length, 'stay')} missing`, actual: listSome(missing) })
          }
        }
        reportOrder(scope, found.items, ARRIVAL_DESCENDING, 'arrivalDate descending, then confirmationNumber descending', (r) => `${r.arrivalDate} ${r.confirmationNumber}`, { path: '/api/reservations', query })
      }
      // With a status filter too: both apply. in_house is the status that needs no business date to judge.
      const inHouse = reservations.items.find((r) => r.status === 'in_house')
      if (!statusValues(scope).includes('in_house')) {
        scope.skipPart('guestId with status=in_house', 'the spec has no status=in_house')
      } else if (inHouse === undefined) {
        scope.skipPart('guestId with status=in_house', 'no stay is in house')
      } else {
        const query = { status: 'in_house', guestId: inHouse.guestId, pageSize: limits.max }
        const both = await scope.send({ path: '/api/reservations', query })
        if (scope.expectStatus(both, 200)) {
          const stays = ((both.json as { data?: Reservation[] } | undefined)?.data ?? []) as Reservation[]
          const wrong = stays.filter((r) => r.guestId !== inHouse.guestId || r.status !== 'in_house')
          const expected = reservations.complete ? reservations.items.filter((r) => r.guestId === inHouse.guestId && r.status === 'in_house').map((r) => r.id) : undefined
          if (wrong.length > 0 || (expected !== undefined && stays.map((r) => r.id).sort().join() !== expected.sort().join())) {
            scope.fail({
              exchange: both,
              message: 'guestId with status=in_house does not return exactly the in-house stays of that guest',
              expected: expected === undefined ? `only in-house stays of ${inHouse.guestId}` : listSome(expected),
              actual: listSome(stays.map((r) => `${r.id} of ${r.guestId} (${r.status})`)),
            })
          }
        }
      }
      // The guestId in capitals is the same guest (a UUID's hex digits may come in either case, RFC 9562).
      const guestId = guestIds.find((id) => /[a-f]/i.test(id) && reservations.items.some((r) => r.guestId === id))
      if (guestId === undefined) return
      const query = { guestId: guestId.toUpperCase(), pageSize: limits.max }
      const upper = await scope.send({ path: '/api/reservations', query })
      if (!scope.expectStatus(upper, 200)) return
      const stays = ((upper.json as { data?: Reservation[] } | undefined)?.data ?? []) as Reservation[]
      if (stays.length === 0 || stays.some((r) => r.guestId !== guestId)) {
        scope.fail({ exchange: upper, message: "guestId in capitals does not return that guest's stays (a UUID's hex digits may come in either case)", expected: `the stays of ${guestId}`, actual: counted(stays.length, 'stay') })
      }
    },
  },
  {
    id: 'listReservations.include-guest',
    operationId: 'listReservations',
    title: 'include=guest embeds each stay\'s own guest',
    async run(scope) {
      const reservations = scope.ctx.reservations
      if (!reservations || reservations.items.length === 0) return scope.skip('no reservations were read')
      const byId = new Map(reservations.items.map((r) => [r.id, r]))
      const guests = new Map((scope.ctx.guests?.items ?? []).map((g) => [g.id, g]))
      const query = { include: 'guest', page: 1, pageSize: pageSizeLimits(scope, 'listReservations').max }
      const exchange = await scope.send({ path: '/api/reservations', query })
      if (!scope.expectStatus(exchange, 200)) return
      const data = ((exchange.json as { data?: Reservation[] } | undefined)?.data ?? []) as Reservation[]
      const expectedIds = reservations.items.slice(0, query.pageSize).map((r) => r.id)
      if (reservations.complete && data.map((r) => r.id).join() !== expectedIds.join()) {
        scope.fail({ exchange, message: 'include=guest changes which reservations a page holds', expected: listSome(expectedIds), actual: listSome(data.map((r) => r.id)) })
      }
      checkEmbeddedGuests(scope, exchange, data, byId, guests)
      // With a status filter too: include is not dropped when the list is filtered.
      const status = scope.ctx.random.pick(['in_house', 'arrivals', 'upcoming'].filter((name) => statusValues(scope).includes(name)))
      if (status === undefined) return
      const filtered = await scope.send({ path: '/api/reservations', query: { status, include: 'guest', pageSize: 10 } })
      if (!scope.expectStatus(filtered, 200)) return
      const stays = ((filtered.json as { data?: Reservation[] } | undefined)?.data ?? []) as Reservation[]
      if (stays.length === 0) return scope.skipPart(`include=guest with status=${status}`, 'the filtered list is empty')
      checkEmbeddedGuests(scope, filtered, stays, byId, guests)
    },
  },
  {
    id: 'getReservation.matches-list',
    operationId: 'getReservation',
    title: 'returns each reservation as the list shows it, with its guest on request',
    needs: ['getReservation', 'listReservations'],
    async run(scope) {
      const reservations = scope.ctx.reservations?.items ?? []
      if (reservations.length === 0) return scope.skip('no reservations were read')
      const byId = new Map(reservations.map((r) => [r.id, r]))
      const guests = new Map((scope.ctx.guests?.items ?? []).map((g) => [g.id, g]))
      for (const reservation of scope.ctx.random.sample(reservations, 6)) {
        const path = `/api/reservations/${encodeURIComponent(reservation.id)}`
        const plain = await scope.send({ path })
        if (scope.expectStatus(plain, 200)) {
          const diff = differences(reservation, plain.json)
          if (diff.length > 0) scope.fail({ exchange: plain, message: `the reservation differs from the one List Reservations returned at ${diff.join(', ')}` })
        }
        const withGuest = await scope.send({ path, query: { include: 'guest' } })
        if (scope.expectStatus(withGuest, 200)) checkEmbeddedGuests(scope, withGuest, [withGuest.json as Reservation], byId, guests)
      }
      await checkReadInCapitals(scope, reservations, '/api/reservations', 'reservation')
    },
  },
]

/** The values the spec allows for List Reservations' `status`. */
function statusValues(scope: CheckScope): string[] {
  const parameter = scope.ctx.spec.operations.get('listReservations').parameters.find((candidate) => candidate.name === 'status')
  return (parameter?.schema.enum as string[] | undefined) ?? []
}

function checkEmbeddedGuests(
  scope: CheckScope,
  exchange: Parameters<CheckScope['failWith']>[0],
  data: Reservation[],
  byId: Map<string, Reservation>,
  guests: Map<string, Guest>,
): void {
  for (const reservation of data) {
    const { guest, ...rest } = reservation
    if (!guest) {
      scope.fail({ exchange, message: `include=guest was asked for, but the reservation ${reservation.id} has no guest` })
      return
    }
    if (guest.id !== reservation.guestId) {
      scope.fail({ exchange, message: `the embedded guest is not the reservation's guest`, expected: reservation.guestId, actual: show(guest.id) })
      return
    }
    const listedGuest = guests.get(guest.id)
    const guestDiff = listedGuest ? differences(listedGuest, guest) : []
    if (guestDiff.length > 0) {
      scope.fail({ exchange, message: `the embedded guest ${guest.id} differs from the guest in List Guests at ${guestDiff.join(', ')}` })
      return
    }
    const listed = byId.get(reservation.id)
    const diff = listed ? differences(listed, rest) : []
    if (diff.length > 0) {
      scope.fail({ exchange, message: `with include=guest the reservation ${reservation.id} itself differs at ${diff.join(', ')}` })
      return
    }
  }
}

/** Stays that share a room on some night (cancelled and no-show stays hold no room). */
function overlappingStays(items: Reservation[]): Reservation[] {
  const byRoom = new Map<string, Reservation[]>()
  for (const r of items) {
    if (!r.roomNumber || r.status === 'cancelled' || r.status === 'no_show') continue
    const list = byRoom.get(r.roomNumber) ?? []
    list.push(r)
    byRoom.set(r.roomNumber, list)
  }
  const out: Reservation[] = []
  for (const stays of byRoom.values()) {
    stays.sort((a, b) => (a.arrivalDate < b.arrivalDate ? -1 : a.arrivalDate > b.arrivalDate ? 1 : 0))
    let latest: Reservation | undefined
    for (const stay of stays) {
      if (latest && stay.arrivalDate < latest.departureDate) out.push(stay)
      if (!latest || stay.departureDate > latest.departureDate) latest = stay
    }
  }
  return out
}
