import type { MockConfig, MockConfigChange, MockControlHandle, Reservation, ScenarioName, Snapshot } from 'guest-reservation-mock'
import { afterEach, describe, expect, it } from 'vitest'
import { dataFingerprint } from './contract-suite.js'
import type { Send } from './contract.js'

export const ADA = 'a0000000-0000-4000-8000-000000000001'
export const GRACE_IN_HOUSE = 'b0000000-0000-4000-8000-000000000003'

/**
 * The control handle's knobs in code, as a test reaches them in one runtime: asynchronous, since in
 * the browser they run in the page (through `page.evaluate`).
 */
export interface ControlCode {
  reset(): Promise<void>
  snapshot(): Promise<Snapshot>
  restore(snapshot: unknown): Promise<void>
  setBusinessDate(businessDate: string): Promise<{ businessDate: string; noShows: number }>
  configure(change: MockConfigChange): Promise<MockConfig>
  useScenario(name: ScenarioName): Promise<void>
  /** The business date, guests and reservations as one string, to compare states. */
  fingerprint(): Promise<string>
}

export interface ControlRuntime {
  send: Send
  code: ControlCode
  /** The business date the runtime's hotel was seeded for. */
  businessDate: string
  /** A send with auth tokens configured (['ctl-token']), when the runtime can build one. */
  securedSend?: Send
}

/** The knobs of a handle that lives in this process. */
export function controlCode(handle: MockControlHandle): ControlCode {
  return {
    reset: () => handle.reset(),
    snapshot: async () => handle.snapshot(),
    restore: (snapshot) => handle.restore(snapshot),
    setBusinessDate: (businessDate) => handle.setBusinessDate(businessDate),
    configure: async (change) => handle.configure(change),
    useScenario: (name) => handle.useScenario(name),
    fingerprint: async () => dataFingerprint(handle.db),
  }
}

const json = (value: unknown) => ({ body: value })

/**
 * The control plane, through HTTP and through code, in one runtime. The same suite runs in-process,
 * through setupServer, against the Express server and in the browser's service worker: every knob
 * must behave the same everywhere. `runtime` is asked for when the tests run, so a runtime made in
 * a `beforeAll` (a browser page) can take part.
 */
export function describeControlPlane(runtimeName: string, runtime: () => ControlRuntime, options: { secured?: boolean } = {}): void {
  const send: Send = (...args) => runtime().send(...args)
  const code = () => runtime().code

  describe(`${runtimeName}: the control plane`, () => {
    afterEach(() => code().reset())
    const reservations = async () => (await code().snapshot()).reservations as Reservation[]

    it('reads the business date and refuses to move it backwards (422, nothing changed)', async () => {
      const B = runtime().businessDate
      expect((await send('GET', '/__mock/business-date')).json).toEqual({ businessDate: B })
      const before = await code().fingerprint()
      const back = await send('PUT', '/__mock/business-date', json({ businessDate: '2026-11-21' }))
      expect(back.status).toBe(422)
      expect(back.json.errors[0]).toMatchObject({ pointer: '/businessDate' })
      expect((await send('PUT', '/__mock/business-date', json({ businessDate: '2026-11-31' }))).status).toBe(422)
      expect(await code().fingerprint()).toBe(before)
    })

    it('runs the night audit when the date moves forward: past arrivals still confirmed become no-shows', async () => {
      const B = runtime().businessDate
      const all = await reservations()
      const arrivingToday = all.filter((r) => r.arrivalDate === B && r.status === 'confirmed')
      const overdue = all.filter((r) => r.status === 'in_house' && r.departureDate <= '2026-11-23')
      expect(arrivingToday.length).toBeGreaterThan(0)
      const moved = await send('PUT', '/__mock/business-date', json({ businessDate: '2026-11-23' }))
      expect(moved.status).toBe(200)
      expect(moved.json).toEqual({ businessDate: '2026-11-23', noShows: arrivingToday.length })
      for (const reservation of arrivingToday) {
        const now = (await send('GET', `/api/reservations/${reservation.id}`)).json
        expect(now).toMatchObject({ status: 'no_show', roomNumber: null })
        expect(now.updatedAt > reservation.updatedAt).toBe(true)
      }
      for (const reservation of overdue) expect((await send('GET', `/api/reservations/${reservation.id}`)).json.status).toBe('in_house')
      const arrivals = await send('GET', '/api/reservations?status=arrivals&pageSize=100')
      expect(arrivals.json.data.every((r: Reservation) => r.arrivalDate === '2026-11-23')).toBe(true)
      expect((await send('GET', '/__mock/business-date')).json).toEqual({ businessDate: '2026-11-23' })
    })

    it('resets data and business date to the state at start', async () => {
      const before = await code().fingerprint()
      await send('POST', '/api/guests', json({ firstName: 'Tmp', lastName: 'Guest' }))
      await send('PUT', '/__mock/business-date', json({ businessDate: '2026-12-01' }))
      const reset = await send('POST', '/__mock/reset')
      expect(reset.status).toBe(204)
      expect(await code().fingerprint()).toBe(before)
    })

    it('exports a snapshot and imports it back; an invalid snapshot is 422 and changes nothing', async () => {
      const exported = await send('GET', '/__mock/snapshot')
      expect(exported.status).toBe(200)
      expect(exported.json.format).toBe('guest-reservation-mock/snapshot@1')
      const snapshot = exported.json
      await send('POST', '/api/guests', json({ firstName: 'After', lastName: 'Export' }))
      expect((await send('PUT', '/__mock/snapshot', json(snapshot))).status).toBe(204)
      expect((await send('GET', '/api/guests/search?lastName=Export')).json.totalCount).toBe(0)

      const before = await code().fingerprint()
      const broken = structuredClone(snapshot)
      broken.reservations[1].guestId = '00000000-0000-4000-8000-00000000dead'
      broken.guests[1].email = broken.guests[0].email.toUpperCase()
      broken.reservations[2].status = 'in_house'
      const refused = await send('PUT', '/__mock/snapshot', json(broken))
      expect(refused.status).toBe(422)
      const pointers = refused.json.errors.map((error: { pointer: string }) => error.pointer)
      expect(pointers).toEqual(expect.arrayContaining(['/reservations/1/guestId', '/guests/1/email']))
      // Statuses must be possible on the snapshot's own business date: twelve days earlier, this
      // hotel would have no-shows not yet due and stays checked out before they end.
      const twelveDaysEarlier = new Date(Date.parse(snapshot.businessDate) - 12 * 86_400_000).toISOString().slice(0, 10)
      const backdated = await send('PUT', '/__mock/snapshot', json({ ...snapshot, businessDate: twelveDaysEarlier }))
      expect(backdated.status).toBe(422)
      const backdatedErrors: Array<{ pointer: string; message: string }> = backdated.json.errors
      expect(backdatedErrors.find((error) => /^\/reservations\/\d+\/arrivalDate$/.test(error.pointer))?.message).toMatch(new RegExp(`business date ${twelveDaysEarlier}`))
      expect(backdatedErrors.some((error) => /^\/reservations\/\d+\/departureDate$/.test(error.pointer))).toBe(true)
      expect((await send('GET', '/__mock/business-date')).json.businessDate).toBe(snapshot.businessDate)
      expect((await send('PUT', '/__mock/snapshot', json({ format: 'nope' }))).status).toBe(422)
      expect((await send('PUT', '/__mock/snapshot', { body: '{"format":' })).status).toBe(400)
      expect(await code().fingerprint()).toBe(before)
    })

    it('switches scenarios relative to the current business date; the named fixtures are in every non-empty one', async () => {
      expect((await send('GET', '/__mock/scenario')).json).toEqual({ name: 'default', available: ['default', 'empty', 'sold-out', 'small'] })
      expect((await send('PUT', '/__mock/scenario', json({ name: 'empty' }))).json.name).toBe('empty')
      expect((await send('GET', '/api/guests')).json.totalCount).toBe(0)
      expect((await send('GET', `/api/guests/${ADA}`)).status).toBe(404)

      await send('PUT', '/__mock/scenario', json({ name: 'small' }))
      const small = (await send('GET', '/api/guests')).json.totalCount
      expect(small).toBeGreaterThan(3)
      expect(small).toBeLessThan(20)
      expect((await send('GET', `/api/guests/${ADA}`)).json.lastName).toBe('Lovelace')

      await send('PUT', '/__mock/business-date', json({ businessDate: '2026-12-24' }))
      await send('PUT', '/__mock/scenario', json({ name: 'sold-out' }))
      const night = '2026-12-24'
      const stays = await reservations()
      const rooms = new Set(stays.filter((r) => r.roomNumber).map((r) => r.roomNumber))
      for (const room of rooms) {
        const tonight = stays.filter((r) => r.roomNumber === room && r.arrivalDate <= night && r.departureDate > night && (r.status === 'in_house' || r.status === 'confirmed'))
        expect(tonight.length, `room ${room} is occupied or about to be tonight`).toBeGreaterThan(0)
      }
      const inHouse = (await send('GET', '/api/reservations?status=in_house')).json.totalCount
      expect(inHouse / rooms.size).toBeGreaterThan(0.9)
      expect((await send('GET', '/api/reservations?status=arrivals')).json.totalCount).toBeGreaterThan(0)
      expect((await send('GET', `/api/reservations/${GRACE_IN_HOUSE}`)).json.arrivalDate).toBe('2026-12-22')

      const unknown = await send('PUT', '/__mock/scenario', json({ name: 'haunted' }))
      expect(unknown.status).toBe(422)
    })

    it('adds latency and injects errors at a configured rate, until reset', async () => {
      expect((await send('GET', '/__mock/config')).json).toEqual({ latency: { min: 0, max: 0 }, errorRate: 0 })
      expect((await send('PUT', '/__mock/config', json({ latency: { min: 60, max: 60 } }))).json).toEqual({ latency: { min: 60, max: 60 }, errorRate: 0 })
      const started = performance.now()
      expect((await send('GET', '/api/guests?pageSize=1')).status).toBe(200)
      expect(performance.now() - started).toBeGreaterThanOrEqual(55)
      // The control plane itself is never slowed down: with the longest latency the schema allows
      // (a minute, longer than any test may take), a control request sent after an API request
      // still answers first. The API request is left waiting; nothing reads it.
      await send('PUT', '/__mock/config', json({ latency: { min: 60_000, max: 60_000 } }))
      const order: string[] = []
      const slow = send('GET', '/api/guests?pageSize=1').then(() => order.push('api'), () => undefined)
      await send('GET', '/__mock/config').then(() => order.push('control'))
      expect(order).toEqual(['control'])
      await send('PUT', '/__mock/config', json({ latency: { min: 0, max: 0 } }))
      void slow

      await send('PUT', '/__mock/config', json({ latency: { min: 0, max: 0 }, errorRate: 1 }))
      const failed = await send('GET', '/api/guests')
      expect(failed.status).toBe(503)
      expect(failed.headers.get('content-type')).toBe('application/problem+json')
      expect(failed.json.type).toBe('/problems/injected-error')
      // Both broken: both listed, the schema's and the range's, and nothing changes.
      const invalid = await send('PUT', '/__mock/config', json({ errorRate: 1.5, latency: { min: 9, max: 3 } }))
      expect(invalid.status).toBe(422)
      expect(invalid.json.errors.map((error: { pointer: string }) => error.pointer).sort()).toEqual(['/errorRate', '/latency/min'])
      expect((await send('GET', '/__mock/config')).json.errorRate).toBe(1)
      expect((await send('PUT', '/__mock/config', json({}))).status).toBe(422)
      await send('POST', '/__mock/reset')
      expect((await send('GET', '/api/guests')).status).toBe(200)
    })

    it('honours Prefer: code and delay (and __code, __delay), saying so in Preference-Applied', async () => {
      const injected = await send('GET', '/api/guests', { headers: { prefer: 'code=503' } })
      expect(injected.status).toBe(503)
      expect(injected.json).toMatchObject({ status: 503, type: '/problems/injected-error' })
      expect(injected.headers.get('preference-applied')).toBe('code=503')
      expect(injected.json.detail).toMatch(/asked for with Prefer: code=503\./)
      const viaQuery = await send('GET', `/api/guests/${ADA}?__code=404`)
      expect(viaQuery.status).toBe(404)
      expect(viaQuery.headers.get('preference-applied')).toBe('code=404')
      expect(viaQuery.json.detail).toMatch(/asked for with __code=404\./)
      const started = performance.now()
      const delayed = await send('GET', '/api/reservations?status=arrivals&__delay=80')
      expect(performance.now() - started).toBeGreaterThanOrEqual(75)
      expect(delayed.status).toBe(200)
      expect(delayed.headers.get('preference-applied')).toBe('delay=80')
      const both = await send('POST', '/api/guests', { body: { firstName: 'No', lastName: 'Write' }, headers: { prefer: 'delay=10, code=500' } })
      expect(both.status).toBe(500)
      expect(both.headers.get('preference-applied')).toBe('delay=10, code=500')
      expect((await send('GET', '/api/guests/search?lastName=Write')).json.totalCount).toBe(0)
      const ignored = await send('GET', '/api/guests', { headers: { prefer: 'code=abc, delay=-5, return=minimal' } })
      expect(ignored.status).toBe(200)
      expect(ignored.headers.get('preference-applied')).toBeNull()
    })

    it('offers the same knobs in code', async () => {
      const before = await code().fingerprint()
      expect(await code().setBusinessDate('2026-11-24')).toMatchObject({ businessDate: '2026-11-24' })
      expect((await send('GET', '/__mock/business-date')).json.businessDate).toBe('2026-11-24')
      expect(await code().configure({ errorRate: 1 })).toEqual({ latency: { min: 0, max: 0 }, errorRate: 1 })
      expect((await send('GET', '/api/guests')).status).toBe(503)
      await code().configure({ errorRate: 0, latency: 0 })
      await code().useScenario('small')
      expect((await send('GET', '/__mock/scenario')).json.name).toBe('small')
      const saved = await code().snapshot()
      await code().useScenario('empty')
      expect((await send('GET', '/api/guests')).json.totalCount).toBe(0)
      await code().restore(saved)
      expect((await send('GET', '/api/guests')).json.totalCount).toBe(saved.guests.length)
      await expect(code().restore({ ...saved, businessDate: 'tomorrow' })).rejects.toThrow(/snapshot is invalid/)
      await code().reset()
      expect(await code().fingerprint()).toBe(before)
      expect((await send('GET', '/__mock/config')).json.errorRate).toBe(0)
      expect((await send('GET', '/__mock/scenario')).json.name).toBe('default')
    })

    if (options.secured) {
      const secured: Send = (...args) => runtime().securedSend!(...args)
      it('needs a token for the control plane when auth is on', async () => {
        expect((await secured('POST', '/__mock/reset')).status).toBe(401)
        expect((await secured('GET', '/__mock/snapshot')).status).toBe(401)
        expect((await secured('GET', '/__mock/config', { headers: { authorization: 'Bearer ctl-token' } })).status).toBe(200)
      })
    }
  })
}
