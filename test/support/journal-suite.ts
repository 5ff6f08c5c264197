import type { components, MockControlHandle } from 'guest-reservation-mock'
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest'
import type { Send } from './contract.js'

export interface JournalRuntime {
  send: Send
  handle: MockControlHandle
  /** The same runtime with `journalSize: 3`. */
  small: { send: Send; handle: MockControlHandle }
}

const guest = (lastName: string) => ({ firstName: 'Journal', lastName, email: `${lastName.toLowerCase()}@journal.test` })

/**
 * The request journal, through HTTP and through code, in one runtime: the same entries, the same
 * filters and the same bound everywhere (docs/parallel-tests.md).
 */
export function describeJournal(runtimeName: string, runtime: JournalRuntime): void {
  const { send, handle } = runtime

  describe(`${runtimeName}: the request journal`, () => {
    afterEach(() => handle.reset())

    it('records what the app sent and what it was answered, typed by operation', async () => {
      const created = await send('POST', '/api/guests?source=journal', { body: guest('Lovelace'), headers: { 'X-Request-Id': 'req-1', Accept: 'application/json' } })
      expect(created.status).toBe(201)
      const entries = handle.requests({ operationId: 'createGuest' })
      expect(entries).toHaveLength(1)
      const [entry] = entries
      expect(entry).toMatchObject({
        session: null,
        method: 'POST',
        path: '/api/guests',
        query: { source: 'journal' },
        status: 201,
        operationId: 'createGuest',
        accepted: true,
        body: guest('Lovelace'),
      })
      expect(entry!.headers).toMatchObject({ 'x-request-id': 'req-1', accept: 'application/json', 'content-type': 'application/json' })
      expect(Number.isNaN(Date.parse(entry!.time))).toBe(false)
      if (entry?.accepted) {
        expectTypeOf(entry.body).toEqualTypeOf<components['schemas']['GuestInput']>()
        expect(entry.body.lastName).toBe('Lovelace')
      }
      // The same entry over HTTP.
      const listed = await send('GET', '/__mock/requests?operationId=createGuest')
      expect(listed.status).toBe(200)
      expect(listed.json).toEqual({ data: entries, capacity: 1000 })
    })

    it('filters by operationId, method, path (with *) and status, the same in code and over HTTP', async () => {
      await send('POST', '/api/guests', { body: guest('Hopper') })
      await send('POST', '/api/guests', { body: { firstName: '' } })
      const found = await send('GET', '/api/guests/search?lastName=Hopper')
      await send('GET', `/api/guests/${found.json.data[0].id}`)
      await send('GET', '/api/nowhere')
      const cases: [Record<string, string | number>, number][] = [
        [{ operationId: 'createGuest' }, 2],
        [{ operationId: 'createGuest', status: 422 }, 1],
        [{ method: 'get' }, 3],
        [{ operationId: 'searchGuests', path: '/api/guests/search' }, 1],
        [{ method: 'POST', path: '/api/guests' }, 2],
        [{ path: '/api/guests/*' }, 2],
        [{ status: 404 }, 1],
        [{ operationId: 'noSuchOperation' }, 0],
      ]
      for (const [filter, count] of cases) {
        const inCode = handle.requests(filter as never)
        expect(inCode, JSON.stringify(filter)).toHaveLength(count)
        const query = new URLSearchParams(Object.entries(filter).map(([name, value]): [string, string] => [name, String(value)]))
        const overHttp = await send('GET', `/__mock/requests?${query}`)
        expect(overHttp.json.data, JSON.stringify(filter)).toEqual(inCode)
      }
      // A refused body is kept as sent, untyped; an unknown route has no operation.
      expect(handle.requests({ status: 422 })[0]).toMatchObject({ accepted: false, body: { firstName: '' } })
      expect(handle.requests({ status: 404 })[0]).toMatchObject({ operationId: null, path: '/api/nowhere' })
      // The control plane's own traffic is not recorded.
      expect(handle.requests({ path: '/__mock/*' })).toEqual([])
      expect((await send('GET', '/__mock/requests?status=99')).status).toBe(400)
    })

    it('gives a body nested too deeply for JSON answers as its text, and keeps answering', async () => {
      const deep = `{"firstName":"Deep","lastName":"Nest","x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`
      expect((await send('POST', '/api/guests', { body: deep })).status).toBe(422)
      const listed = await send('GET', '/__mock/requests?operationId=createGuest')
      expect(listed.status).toBe(200)
      expect(listed.json).toMatchObject({ data: [{ status: 422, accepted: false, bodyText: deep }] })
      expect(handle.requests({ operationId: 'createGuest' })).toMatchObject([{ bodyText: deep }])
    })

    it('is emptied by DELETE /__mock/requests, by clearRequests() and by a reset', async () => {
      await send('GET', '/api/guests')
      expect(handle.requests()).toHaveLength(1)
      expect((await send('DELETE', '/__mock/requests')).status).toBe(204)
      expect(handle.requests()).toEqual([])
      await send('GET', '/api/guests')
      handle.clearRequests()
      expect((await send('GET', '/__mock/requests')).json.data).toEqual([])
      await send('GET', '/api/guests')
      await handle.reset()
      expect(handle.requests()).toEqual([])
    })

    it('keeps only the last N requests', async () => {
      const { send: sendSmall, handle: small } = runtime.small
      for (let page = 1; page <= 5; page++) await sendSmall('GET', `/api/guests?page=${page}`)
      const kept = small.requests()
      expect(kept.map((entry) => entry.query.page)).toEqual(['3', '4', '5'])
      expect((await sendSmall('GET', '/__mock/requests')).json).toMatchObject({ capacity: 3 })
      await small.reset()
    })
  })
}
