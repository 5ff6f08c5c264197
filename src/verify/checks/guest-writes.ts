import type { CheckDefinition } from '../check.js'
import type { CheckScope, Guest, VerifyContext } from '../context.js'
import { show } from '../excerpt.js'
import type { Exchange } from '../http-client.js'
import { markerEmail, markerLastName, validBody } from '../negative/body-cases.js'
import { counted, differences } from '../semantics/compare.js'
import { expectUnderBase, follow } from '../semantics/follow-links.js'
import { expectNoTrace, listFingerprint } from '../semantics/list-fingerprint.js'
import { expectProblem } from '../semantics/problems.js'
import { expectUpdatedAtMoved, waitPastTimestamp } from '../semantics/timestamps.js'
import { echoDifferences, expectUnchanged, getGuest, guestPath, pick, replacementDefaults, searchGuests } from './guest-records.js'
import { digits, swapCase } from './guest-search.js'
import { GUEST_ORDER, reportOrder } from './guests-read.js'

/** A complete profile of the run's own, different in every writable field from the spec's example. */
export function otherFullBody(ctx: VerifyContext, label: string): Record<string, unknown> {
  return {
    firstName: 'Valentina',
    lastName: markerLastName(ctx, label),
    title: 'prof',
    email: markerEmail(ctx, label),
    phone: `+3069${String(ctx.random.int(10_000_000, 99_999_999))}`,
    address: { line1: '12 Odos Ermou', line2: 'Floor 3', city: 'Athens', postalCode: '10563', region: 'Attica', countryCode: 'GR' },
    nationality: 'GR',
    dateOfBirth: '1979-11-03',
    language: 'el-GR',
    loyalty: { program: 'Verify Rewards', number: `VRF${ctx.runId.toUpperCase()}`, tier: 'platinum' },
    vip: true,
    preferences: ['feather-free', 'late-check-out'],
    notes: 'Written by the contract verifier.',
    marketingOptIn: false,
  }
}

function created(scope: CheckScope, label: string): Guest {
  const guest = scope.ctx.createdGuests.find((candidate) => candidate.lastName === markerLastName(scope.ctx, label))
  if (!guest) return scope.skip('the guest this check needs could not be created (see createGuest)')
  return guest
}

/**
 * POSTs a guest and checks the answer; the guest counts as created (and later checks may use it)
 * only once it is read back by its id with what was sent.
 */
async function checkCreate(scope: CheckScope, body: Record<string, unknown>, expectedDefaults: Record<string, unknown>): Promise<Guest | undefined> {
  const exchange = await scope.send({ method: 'POST', path: '/api/guests', json: body })
  if (!scope.expectStatus(exchange, 201)) return undefined
  const guest = exchange.json as Guest
  const expected = { ...expectedDefaults, ...body }
  const diff = echoDifferences(expected, guest)
  if (diff.length > 0) {
    scope.fail({ exchange, message: `the 201 answer to the POST differs from what was sent at ${diff.join(', ')}`, expected: show(pick(expected, diff)), actual: show(pick(guest, diff)) })
  }
  const location = exchange.headers.get('location')
  if (location !== null) await followLocation(scope, exchange, location, guest)
  if (typeof guest?.id !== 'string') return undefined
  const read = await getGuest(scope, guest.id)
  const readDiff = read.status === 200 ? echoDifferences(expected, read.json) : []
  if (read.status !== 200 || readDiff.length > 0) {
    scope.fail({
      exchange: read,
      operationId: 'createGuest',
      message: read.status === 200 ? `the POST answered 201, but the guest read back by its id differs from what was sent at ${readDiff.join(', ')}` : `the POST answered 201, but its guest cannot be read back by its id (${read.status}): nothing was kept`,
    })
    return undefined
  }
  scope.ctx.createdGuests.push(read.json as Guest)
  return read.json as Guest
}

/** The Location of a new guest lies under the base URL, names the guest, and reads it back. */
async function followLocation(scope: CheckScope, exchange: Exchange, location: string, guest: Guest): Promise<void> {
  let url: URL
  try {
    url = new URL(location, exchange.url)
  } catch {
    scope.fail({ exchange, message: 'Location is not a URL', actual: location })
    return
  }
  if (!expectUnderBase(scope, exchange, url, 'Location')) return
  if (scope.ctx.client.apiPath(url) !== guestPath(guest.id)) {
    scope.fail({ exchange, message: 'Location does not point at the guest the POST answered with', expected: guestPath(guest.id), actual: location })
    return
  }
  const read = await follow(scope, exchange, url, 'Location')
  if (read && scope.expectStatus(read, 200, `GET of the new guest's Location answered ${read.status}`)) {
    const readDiff = differences(guest, read.json)
    if (readDiff.length > 0) scope.fail({ exchange: read, operationId: 'getGuest', message: `the guest read from Location differs from the POST's answer at ${readDiff.join(', ')}` })
  }
}

export const guestWriteChecks: CheckDefinition[] = [
  {
    id: 'createGuest.round-trip',
    operationId: 'createGuest',
    title: 'POST creates the guest as sent, with a Location that reads it back',
    needs: ['createGuest', 'getGuest'],
    writes: true,
    async run(scope) {
      const ctx = scope.ctx
      // An email with capitals in it: it must be read back as sent (it is only compared ignoring case).
      const sent = markerEmail(ctx, 'a')
      const body = { ...validBody(ctx, ctx.spec.operations.get('createGuest'), 'a'), email: `${sent[0]!.toUpperCase()}${sent.slice(1)}` }
      const guest = await checkCreate(scope, body, {})
      if (!guest || !ctx.has('searchGuests')) return
      const email = swapCase(String(body.email))
      const found = await searchGuests(scope, { email })
      if (found && (found.guests.length !== 1 || found.guests[0]?.id !== guest.id)) {
        scope.fail({ exchange: found.exchange, operationId: 'searchGuests', message: 'searching the new guest by email (in another case) does not find exactly that guest', expected: guest.id, actual: show(found.guests.map((g) => g.id)) })
      }
    },
  },
  {
    id: 'createGuest.defaults',
    operationId: 'createGuest',
    title: 'fields left out of a POST become null or their default',
    needs: ['createGuest', 'getGuest', 'updateGuest'],
    writes: true,
    async run(scope) {
      const ctx = scope.ctx
      const body = { firstName: 'Vik', lastName: markerLastName(ctx, 'b'), email: markerEmail(ctx, 'b') }
      await checkCreate(scope, body, replacementDefaults(ctx))
    },
  },
  {
    id: 'updateGuest.replaces',
    operationId: 'updateGuest',
    title: 'PUT replaces the whole guest (it is not a PATCH), and search sees the change',
    needs: ['createGuest', 'getGuest', 'updateGuest'],
    writes: true,
    async run(scope) {
      const ctx = scope.ctx
      const guest = created(scope, 'a')
      const before = await getGuest(scope, guest.id)
      if (!scope.expectStatus(before, 200)) return
      const original = before.json as Guest
      await waitPastTimestamp(original.updatedAt, performance.now())
      const minimal = { firstName: 'Vera', lastName: guest.lastName, email: guest.email }
      // JSON with its charset named, as many HTTP clients send it: still JSON, not a 415.
      const put = await scope.send({ method: 'PUT', path: guestPath(guest.id), json: minimal, contentType: 'application/json; charset=utf-8' })
      if (!scope.expectStatus(put, 200, put.status === 415 ? 'a JSON body sent as application/json; charset=utf-8 was refused with 415: it is JSON' : undefined)) return
      const replaced = put.json as Guest
      const expected = { ...replacementDefaults(ctx), ...minimal, id: original.id, createdAt: original.createdAt }
      const diff = echoDifferences(expected, replaced)
      if (diff.length > 0) {
        scope.fail({
          exchange: put,
          message: `fields left out of the PUT kept their old values instead of becoming null or their default: ${diff.join(', ')}`,
          expected: show(pick(expected, diff)),
          actual: show(pick(replaced, diff)),
        })
      }
      expectUpdatedAtMoved(scope, put, original.updatedAt, replaced.updatedAt)
      const firstSeenAt = performance.now()
      const read = await getGuest(scope, guest.id)
      if (scope.expectStatus(read, 200)) {
        const readDiff = differences(replaced, read.json)
        if (readDiff.length > 0) scope.fail({ exchange: read, operationId: 'updateGuest', message: `the guest read after the PUT differs from the PUT's answer at ${readDiff.join(', ')}` })
      }
      const full = otherFullBody(ctx, 'a')
      full.email = guest.email
      await waitPastTimestamp(replaced.updatedAt, firstSeenAt)
      // Sent to the id in capitals (the same guest, RFC 9562), with the charset's name in capitals (the same charset).
      const second = await scope.send({ method: 'PUT', path: guestPath(guest.id.toUpperCase()), json: full, contentType: 'application/json; charset=UTF-8' })
      const why =
        second.status === 415 ? 'a JSON body sent as application/json; charset=UTF-8 was refused with 415: it is JSON' : second.status === 404 || second.status === 400 ? `the PUT to the guest's id in capitals answered ${second.status}: a UUID's hex digits may come in either case` : undefined
      if (!scope.expectStatus(second, 200, why)) return
      expectUpdatedAtMoved(scope, second, replaced.updatedAt, (second.json as Guest | undefined)?.updatedAt)
      const secondDiff = echoDifferences(full, second.json)
      if (secondDiff.length > 0) scope.fail({ exchange: second, message: `the replaced guest differs from what was sent at ${secondDiff.join(', ')}` })
      const reread = await getGuest(scope, guest.id)
      if (scope.expectStatus(reread, 200)) {
        const rereadDiff = differences(second.json, reread.json)
        if (rereadDiff.length > 0) scope.fail({ exchange: reread, operationId: 'updateGuest', message: `the guest read after the PUT differs from the PUT's answer at ${rereadDiff.join(', ')}` })
      }
      if (!ctx.has('searchGuests')) return
      const d = digits(String(full.phone))
      const searches: Array<{ query: Record<string, string | boolean>; what: string }> = [
        { query: { phone: `+${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5)}` }, what: 'the new phone number, written with spaces' },
        { query: { loyaltyNumber: String((full.loyalty as { number: string }).number) }, what: 'the new loyalty number' },
        { query: { lastName: swapCase(guest.lastName), vip: true }, what: 'lastName and vip=true' },
      ]
      for (const search of searches) {
        const found = await searchGuests(scope, search.query)
        if (found && !found.guests.some((g) => g.id === guest.id)) {
          scope.fail({ exchange: found.exchange, operationId: 'searchGuests', message: `after the PUT, searching by ${search.what} does not find the guest` })
        }
      }
      const old = await searchGuests(scope, { lastName: swapCase(guest.lastName), vip: false })
      if (old?.guests.some((g) => g.id === guest.id)) {
        scope.fail({ exchange: old.exchange, operationId: 'searchGuests', message: 'after the PUT set vip=true, search still finds the guest with vip=false' })
      }
    },
  },
  {
    id: 'updateGuest.unknown-id',
    operationId: 'updateGuest',
    title: 'PUT to an unknown id is a 404 and creates nothing (no upsert)',
    needs: ['updateGuest', 'getGuest'],
    writes: true,
    async run(scope) {
      const ctx = scope.ctx
      const id = ctx.random.uuid()
      const state = await listFingerprint(scope)
      const put = await scope.send({ method: 'PUT', path: guestPath(id), json: validBody(ctx, ctx.spec.operations.get('updateGuest'), 'upsert') })
      expectProblem(scope, put, { status: 404 })
      await expectNoTrace(scope, state, put, 'the PUT to an unknown id', 'updateGuest')
      const read = await getGuest(scope, id)
      if (read.status !== 404) {
        // Only a read that shows the body sent proves an upsert; anything else is said as seen.
        const kept = read.status === 200 && (read.json as Guest | undefined)?.email === markerEmail(ctx, 'upsert')
        scope.fail({
          exchange: put,
          message: kept ? `the PUT to an unknown id (answered ${put.status}) created the guest: GET of that id now returns what was sent` : `after the PUT to an unknown id (answered ${put.status}), GET of that id answers ${read.status} instead of 404`,
        })
      }
    },
  },
  {
    id: 'createGuest.duplicate-email',
    operationId: 'createGuest',
    title: 'POST with an email already in use (in another case) is a 409 and creates nothing',
    needs: ['createGuest', 'searchGuests'],
    writes: true,
    async run(scope) {
      const ctx = scope.ctx
      const existing = created(scope, 'a')
      const body: Record<string, unknown> = { ...validBody(ctx, ctx.spec.operations.get('createGuest'), 'dup'), email: swapCase(String(existing.email)) }
      const state = await listFingerprint(scope)
      const post = await scope.send({ method: 'POST', path: '/api/guests', json: body })
      expectProblem(scope, post, { status: 409 })
      await expectNoTrace(scope, state, post, 'the POST with a duplicate email', 'createGuest')
      const byEmail = await searchGuests(scope, { email: String(existing.email) })
      if (byEmail && byEmail.guests.length !== 1) {
        scope.fail({ exchange: post, message: `after the duplicate POST, ${counted(byEmail.guests.length, 'guest')} have the email`, expected: '1', actual: String(byEmail.guests.length) })
      }
      const byName = await searchGuests(scope, { lastName: String(body.lastName) })
      const ours = byName?.guests.filter((g) => g.lastName === body.lastName) ?? []
      if (ours.length > 0) scope.fail({ exchange: post, message: `the POST with a duplicate email (answered ${post.status}) created a guest anyway`, actual: ours.map((g) => g.id).join(', ') })
    },
  },
  {
    id: 'updateGuest.duplicate-email',
    operationId: 'updateGuest',
    title: "PUT with another guest's email is a 409 and changes nothing; the guest's own email is fine",
    needs: ['createGuest', 'updateGuest', 'getGuest'],
    writes: true,
    async run(scope) {
      const first = created(scope, 'a')
      const second = created(scope, 'b')
      const before = await getGuest(scope, second.id)
      if (!scope.expectStatus(before, 200)) return
      const firstNow = await getGuest(scope, first.id)
      if (!scope.expectStatus(firstNow, 200)) return
      const taken = String((firstNow.json as Guest).email)
      const state = await listFingerprint(scope)
      const put = await scope.send({ method: 'PUT', path: guestPath(second.id), json: { firstName: second.firstName, lastName: second.lastName, email: swapCase(taken) } })
      expectProblem(scope, put, { status: 409 })
      await expectUnchanged(scope, before.json as Guest, put, 'updateGuest')
      await expectNoTrace(scope, state, put, "the PUT with another guest's email", 'updateGuest')
      const own = firstNow.json as Guest
      const body = { firstName: own.firstName, lastName: own.lastName, email: taken.toUpperCase() }
      await waitPastTimestamp(own.updatedAt, performance.now())
      const self = await scope.send({ method: 'PUT', path: guestPath(first.id), json: body })
      if (scope.expectStatus(self, 200, `a PUT that keeps the guest's own email (in capitals) answered ${self.status}: the guest conflicts with itself`)) {
        expectUpdatedAtMoved(scope, self, own.updatedAt, (self.json as Guest | undefined)?.updatedAt)
      }
    },
  },
  {
    id: 'searchGuests.ties-by-id',
    operationId: 'searchGuests',
    title: 'guests of one name come in id order',
    needs: ['createGuest', 'searchGuests'],
    writes: true,
    async run(scope) {
      // A hotel may hold no two guests of one name, so the run makes three: only the id can order them.
      const ctx = scope.ctx
      const lastName = markerLastName(ctx, 'ties')
      const made: Guest[] = []
      for (const label of ['ties-1', 'ties-2', 'ties-3']) {
        const post = await scope.send({ method: 'POST', path: '/api/guests', json: { firstName: 'Sam', lastName, email: markerEmail(ctx, label) } })
        if (!scope.expectStatus(post, 201)) return
        made.push(post.json as Guest)
      }
      const found = await searchGuests(scope, { lastName })
      if (!found) return
      const missing = made.filter((guest) => !found.guests.some((result) => result.id === guest.id))
      if (missing.length > 0) {
        scope.fail({ exchange: found.exchange, message: `searching the last name of three new guests of one name misses ${missing.length} of them`, expected: show(made.map((g) => g.id)), actual: show(found.guests.map((g) => g.id)) })
      }
      reportOrder(scope, found.guests, GUEST_ORDER, 'lastName, firstName, id', (g) => [g.lastName, g.firstName, g.id], { path: '/api/guests/search', query: { lastName } })
    },
  },
]
