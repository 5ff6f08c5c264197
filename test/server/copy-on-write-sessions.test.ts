import { createDatabase } from 'guest-reservation-mock'
import { startServer } from 'guest-reservation-mock/server'
import { afterAll, describe, expect, test } from 'vitest'

const B = '2026-11-22'
const mock = await startServer({ port: 0, seed: 9, guests: 40, businessDate: B })
afterAll(() => mock.close())

async function call(method: string, path: string, key?: string, body?: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(`${mock.url}${path}`, {
    method,
    headers: { ...(key && { 'X-Mock-Session': key }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : undefined }
}
const listed = async (key: string) => (await call('GET', '/__mock/sessions')).json.data.find((session: { key: string }) => session.key === key)
const guest = (lastName: string) => ({ firstName: 'Cow', lastName, email: `${lastName.toLowerCase()}@example.com` })

describe('sessions are copy-on-write over the start state', () => {
  test('reads, settings and the journal never give a session a hotel of its own; a change does, and a reset hands it back', async () => {
    const start = await call('GET', '/api/guests?pageSize=100')
    await call('GET', '/api/reservations?status=arrivals', 'reader')
    await call('PUT', '/__mock/config', 'reader', { latency: 0 })
    await call('DELETE', '/__mock/requests', 'reader')
    expect(await listed('reader')).toMatchObject({ ownsHotel: false })
    expect((await call('GET', '/api/guests?pageSize=100', 'reader')).json).toEqual(start.json)

    const created = await call('POST', '/api/guests', 'writer', guest('Writer'))
    expect(created.status).toBe(201)
    expect(await listed('writer')).toMatchObject({ ownsHotel: true, journalSize: 1 })
    expect((await call('GET', `/api/guests/${created.json.id}`, 'writer')).status).toBe(200)
    // Neither the reader, nor the default hotel, nor a session made after the write sees it.
    for (const key of ['reader', undefined, 'later']) expect((await call('GET', `/api/guests/${created.json.id}`, key)).status).toBe(404)

    expect((await call('POST', '/__mock/reset', 'writer')).status).toBe(204)
    expect(await listed('writer')).toMatchObject({ ownsHotel: false, journalSize: 0 })
    expect((await call('GET', `/api/guests/${created.json.id}`, 'writer')).status).toBe(404)
    expect((await call('GET', '/api/guests?pageSize=100', 'writer')).json).toEqual(start.json)
    // Written again after the reset: a new copy of the start state, not the old one.
    const again = await call('POST', '/api/guests', 'writer', guest('Writer'))
    expect(again.status).toBe(201)
    expect((await call('GET', '/api/guests?pageSize=1', 'writer')).json.totalCount).toBe(start.json.totalCount + 1)
  })

  test('a business date moved, a scenario or a snapshot imported, a refused write: each is on a copy, never on the shared start', async () => {
    expect((await call('PUT', '/__mock/business-date', 'dates', { businessDate: '2026-12-03' })).status).toBe(200)
    expect((await call('PUT', '/__mock/scenario', 'empty', { name: 'empty' })).status).toBe(200)
    const snapshot = (await call('GET', '/__mock/snapshot')).json
    const dropped = { ...snapshot, guests: [], reservations: [] }
    expect((await call('PUT', '/__mock/snapshot', 'imported', dropped)).status).toBe(204)
    expect((await call('POST', '/api/guests', 'refused', { firstName: '' })).status).toBe(422)
    for (const key of ['dates', 'empty', 'imported']) expect(await listed(key)).toMatchObject({ ownsHotel: true })

    expect((await call('GET', '/__mock/business-date', 'fresh')).json.businessDate).toBe(B)
    expect((await call('GET', '/api/guests?pageSize=1', 'fresh')).json.totalCount).toBe(snapshot.guests.length)
    expect((await call('GET', '/__mock/snapshot', 'fresh')).json).toEqual(snapshot)
    expect((await call('GET', '/__mock/snapshot', 'refused')).json).toEqual(snapshot)
  })

  test('a new session starts from the state the server started in, whatever the default session wrote since', async () => {
    const start = (await call('GET', '/__mock/snapshot')).json
    const [first] = start.guests
    const edited = await call('PUT', `/api/guests/${first.id}`, undefined, { firstName: 'Default', lastName: 'Edited' })
    expect(edited.status).toBe(200)
    const created = await call('POST', '/api/guests', undefined, guest('DefaultOnly'))
    try {
      for (const key of ['after-default-read', 'after-default-write']) {
        if (key.endsWith('write')) expect((await call('POST', '/api/guests', key, guest('Own'))).status).toBe(201)
        expect((await call('GET', `/api/guests/${first.id}`, key)).json).toEqual(first)
        expect((await call('GET', `/api/guests/${created.json.id}`, key)).status).toBe(404)
      }
    } finally {
      expect((await call('POST', '/__mock/reset')).status).toBe(204)
    }
  })

  test('listing the sessions with a key does not create that session', async () => {
    expect((await call('GET', '/__mock/sessions', 'only-listing')).status).toBe(200)
    expect(await listed('only-listing')).toBeUndefined()
  })

  test('a write and a reset sent together end as if the write came first', async () => {
    const [created, reset] = await Promise.all([call('POST', '/api/guests', 'racer', guest('Racer')), call('POST', '/__mock/reset', 'racer')])
    expect([created.status, reset.status]).toEqual([201, 204])
    expect((await call('GET', `/api/guests/${created.json.id}`, 'racer')).status).toBe(404)
    expect(await listed('racer')).toMatchObject({ ownsHotel: false })
  })

  test('a session handed to code keeps its own hotel, so the `db` it holds stays the one the session serves', async () => {
    const handle = await mock.session('coded')
    expect(await listed('coded')).toMatchObject({ ownsHotel: true })
    const [first] = handle.db.guests.all()
    await handle.db.guests.update(first!, { data: (draft) => void (draft.lastName = 'Arranged') })
    expect((await call('GET', `/api/guests/${first!.id}`, 'coded')).json.lastName).toBe('Arranged')
    expect((await call('GET', `/api/guests/${first!.id}`, 'other')).json.lastName).not.toBe('Arranged')

    expect((await call('POST', '/__mock/reset', 'coded')).status).toBe(204)
    expect(await listed('coded')).toMatchObject({ ownsHotel: true })
    expect(handle.db.getGuest(first!.id)?.lastName).not.toBe('Arranged')
    await handle.db.guests.update((q) => q.where({ id: first!.id }), { data: (draft) => void (draft.lastName = 'AfterReset') })
    expect((await call('GET', `/api/guests/${first!.id}`, 'coded')).json.lastName).toBe('AfterReset')
  })
})

describe('a sealed database', () => {
  test('refuses every write, whoever makes it, and changes nothing', async () => {
    const db = await createDatabase({ seed: 3, guests: 10, businessDate: B })
    db.seal()
    const before = JSON.stringify(db.snapshot())
    const [first] = db.guests.all()
    const attempts: Array<() => unknown> = [
      () => db.guests.create({ ...first!, id: 'another', email: 'another@example.com' }),
      () => db.guests.update(first!, { data: (draft) => void (draft.lastName = 'Changed') }),
      () => db.guests.updateMany((q) => q.where({ vip: false }), { data: (draft) => void (draft.lastName = 'Changed') }),
      () => db.reservations.delete(db.reservations.all()[0]!),
      () => db.reservations.deleteMany((q) => q.where({ status: 'cancelled' })),
      () => db.reservations.clear(),
      () => db.createGuest({ firstName: 'New', lastName: 'Guest' }),
      () => db.setBusinessDate('2026-12-01'),
      () => db.restore({ businessDate: B, guests: [], reservations: [] }),
    ]
    for (const attempt of attempts) {
      await expect(Promise.resolve().then(attempt)).rejects.toThrow('shared read-only')
    }
    expect(JSON.stringify(db.snapshot())).toBe(before)
    expect(db.sealed).toBe(true)
    // Reading, and a reset with nothing to undo, still work.
    await db.reset()
    expect(JSON.stringify(db.snapshot())).toBe(before)
  })
})
