import type { CheckDefinition } from '../check.js'
import type { CheckScope, Guest, VerifyContext } from '../context.js'
import { show } from '../excerpt.js'
import type { Exchange } from '../http-client.js'
import { markerEmail, markerLastName, validBody } from '../negative/body-cases.js'
import { counted, differences } from '../semantics/compare.js'
import { expectProblem } from '../semantics/problems.js'
import { echoDifferences, expectUnchanged, getGuest, guestPath, pick, replacementDefaults, searchGuests } from './guest-records.js'
import { digits, swapCase } from './guest-search.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A second complete profile, different in every writable field from the spec's example. */
function otherFullBody(ctx: VerifyContext, label: string): Record<string, unknown> {
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

async function checkCreate(scope: CheckScope, body: Record<string, unknown>, expectedDefaults: Record<string, unknown>): Promise<Guest | undefined> {
  const exchange = await scope.send({ method: 'POST', path: '/api/guests', json: body })
  if (!scope.expectStatus(exchange, 201)) return undefined
  const guest = exchange.json as Guest
  const expected = { ...expectedDefaults, ...body }
  const diff = echoDifferences(expected, guest)
  if (diff.length > 0) {
    scope.fail({ exchange, message: `the created guest differs from what was sent at ${diff.join(', ')}`, expected: show(pick(expected, diff)), actual: show(pick(guest, diff)) })
  }
  scope.ctx.createdGuests.push(guest)
  const location = exchange.headers.get('location')
  if (location !== null) {
    const url = new URL(location, exchange.url)
    if (scope.ctx.client.apiPath(url) !== guestPath(guest.id)) {
      scope.fail({ exchange, message: 'Location does not point at the created guest', expected: guestPath(guest.id), actual: location })
    } else {
      const read = await scope.send({ path: scope.ctx.client.apiPath(url) })
      if (scope.expectStatus(read, 200, `GET of the new guest's Location answered ${read.status}`)) {
        const readDiff = differences(guest, read.json)
        if (readDiff.length > 0) scope.fail({ exchange: read, operationId: 'getGuest', message: `the guest read back differs from the one created at ${readDiff.join(', ')}` })
      }
    }
  }
  return guest
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
      const body = validBody(ctx, ctx.spec.operations.get('createGuest'), 'a')
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
      const startedAt = Date.now()
      await sleep(15)
      const minimal = { firstName: 'Vera', lastName: guest.lastName, email: guest.email }
      const put = await scope.send({ method: 'PUT', path: guestPath(guest.id), json: minimal })
      if (!scope.expectStatus(put, 200)) return
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
      checkUpdatedAt(scope, put, original.updatedAt, replaced.updatedAt, Date.now() - startedAt)
      const read = await getGuest(scope, guest.id)
      if (scope.expectStatus(read, 200)) {
        const readDiff = differences(replaced, read.json)
        if (readDiff.length > 0) scope.fail({ exchange: read, operationId: 'updateGuest', message: `the guest read after the PUT differs from the PUT's answer at ${readDiff.join(', ')}` })
      }
      const full = otherFullBody(ctx, 'a')
      full.email = guest.email
      const second = await scope.send({ method: 'PUT', path: guestPath(guest.id), json: full })
      if (!scope.expectStatus(second, 200)) return
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
      const put = await scope.send({ method: 'PUT', path: guestPath(id), json: validBody(ctx, ctx.spec.operations.get('updateGuest'), 'upsert') })
      expectProblem(scope, put, { status: 404 })
      const read = await getGuest(scope, id)
      if (read.status !== 404) scope.fail({ exchange: put, message: `the PUT to an unknown id created it: GET now answers ${read.status}` })
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
      const post = await scope.send({ method: 'POST', path: '/api/guests', json: body })
      expectProblem(scope, post, { status: 409 })
      const byEmail = await searchGuests(scope, { email: String(existing.email) })
      if (byEmail && byEmail.guests.length !== 1) {
        scope.fail({ exchange: post, message: `after the duplicate POST, ${counted(byEmail.guests.length, 'guest')} have the email`, expected: '1', actual: String(byEmail.guests.length) })
      }
      const byName = await searchGuests(scope, { lastName: String(body.lastName) })
      if (byName && byName.guests.length > 0) scope.fail({ exchange: post, message: 'the POST rejected as a duplicate still created a guest' })
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
      const put = await scope.send({ method: 'PUT', path: guestPath(second.id), json: { firstName: second.firstName, lastName: second.lastName, email: swapCase(taken) } })
      expectProblem(scope, put, { status: 409 })
      await expectUnchanged(scope, before.json as Guest, put, 'updateGuest')
      const own = firstNow.json as Guest
      const body = { firstName: own.firstName, lastName: own.lastName, email: taken.toUpperCase() }
      const self = await scope.send({ method: 'PUT', path: guestPath(first.id), json: body })
      scope.expectStatus(self, 200, `a PUT that keeps the guest's own email (in capitals) answered ${self.status}: the guest conflicts with itself`)
    },
  },
]

function checkUpdatedAt(scope: CheckScope, exchange: Exchange, before: string, after: string, elapsedMs: number): void {
  const b = Date.parse(before)
  const a = Date.parse(after)
  if (!(a >= b)) {
    scope.fail({ exchange, message: 'updatedAt went backwards on a PUT', expected: `at or after ${before}`, actual: after })
    return
  }
  // A server that keeps whole seconds may legitimately repeat the timestamp within one second.
  const subSecond = /\.\d+/.test(before) || /\.\d+/.test(after)
  if (a === b && (subSecond || elapsedMs > 1100)) {
    scope.fail({ exchange, message: 'updatedAt did not change on a successful PUT', expected: `later than ${before}`, actual: after })
  }
}
