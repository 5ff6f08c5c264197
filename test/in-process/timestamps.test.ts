import { createDatabase, createRouter, type MockRequest } from 'guest-reservation-mock'
import { describe, expect, it } from 'vitest'
import { newGuestInput } from '../support/cases.js'

function request(method: string, path: string, body?: unknown): MockRequest {
  return {
    method,
    url: new URL(path, 'http://hotel.test'),
    header: (name) => (name === 'content-type' && body !== undefined ? 'application/json' : null),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  }
}

const ISO_WITH_MILLISECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

// Whatever the business date (behind the wall clock, today, or years ahead of it), what a user
// just wrote comes first when sorted by its timestamps, newest first.
describe.each(['2024-02-29', new Date().toISOString().slice(0, 10), '2031-06-15'])('timestamps with business date %s', (businessDate) => {
  it('a created guest is first by -createdAt, an edited one first by -updatedAt, in one format', async () => {
    const route = createRouter(await createDatabase({ seed: 3, businessDate }))
    const created = await route(request('POST', '/api/guests', newGuestInput(`stamp-${businessDate}`)))
    expect(created?.status).toBe(201)
    const guest = JSON.parse(created!.body!) as { id: string; createdAt: string; updatedAt: string }
    expect(guest.createdAt).toMatch(ISO_WITH_MILLISECONDS)
    expect(guest.createdAt >= `${businessDate}T00:00:00.000Z`).toBe(true)

    const newest = await route(request('GET', '/api/guests?sort=-createdAt&pageSize=2'))
    expect((JSON.parse(newest!.body!) as { data: Array<{ id: string }> }).data[0]!.id).toBe(guest.id)

    const oldest = (JSON.parse((await route(request('GET', '/api/guests?sort=updatedAt&pageSize=1')))!.body!) as { data: Array<{ id: string; updatedAt: string }> }).data[0]!
    expect(oldest.updatedAt).toMatch(ISO_WITH_MILLISECONDS)
    const edited = await route(request('PUT', `/api/guests/${oldest.id}`, { firstName: 'Edited', lastName: 'Guest' }))
    expect(edited?.status).toBe(200)
    const updated = JSON.parse(edited!.body!) as { updatedAt: string }
    expect(updated.updatedAt > guest.createdAt).toBe(true)

    const recent = await route(request('GET', '/api/guests?sort=-updatedAt&pageSize=2'))
    const ids = (JSON.parse(recent!.body!) as { data: Array<{ id: string }> }).data.map((entry) => entry.id)
    expect(ids).toEqual([oldest.id, guest.id])
  })
})

// A write made under a later business date must not leave its date behind once the data it
// wrote is gone: after a reset or a restore, writes are stamped by the wall clock again.
describe('the write clock after the data it stamped is gone', () => {
  const start = '2024-02-29'
  const later = '2031-06-15'
  const today = new Date().toISOString().slice(0, 10)

  async function stampedAfter(undo: (db: Awaited<ReturnType<typeof createDatabase>>) => Promise<void>) {
    const db = await createDatabase({ seed: 3, businessDate: start })
    const route = createRouter(db)
    await db.setBusinessDate(later)
    const ahead = JSON.parse((await route(request('POST', '/api/guests', newGuestInput('ahead'))))!.body!) as { createdAt: string }
    expect(ahead.createdAt >= `${later}T00:00:00.000Z`).toBe(true)
    await undo(db)
    const created = await route(request('POST', '/api/guests', newGuestInput('after')))
    expect(created?.status).toBe(201)
    const { id, createdAt } = JSON.parse(created!.body!) as { id: string; createdAt: string }
    const edited = await route(request('PUT', `/api/guests/${id}`, { firstName: 'Edited', lastName: 'Guest' }))
    return { createdAt, updatedAt: (JSON.parse(edited!.body!) as { updatedAt: string }).updatedAt }
  }

  it('a reset', async () => {
    const { createdAt, updatedAt } = await stampedAfter((db) => db.reset())
    expect(createdAt.slice(0, 10) >= today && createdAt < `${later}T00:00:00.000Z`).toBe(true)
    expect(updatedAt > createdAt && updatedAt < `${later}T00:00:00.000Z`).toBe(true)
  })

  it('a restore of a snapshot taken at the start', async () => {
    const { createdAt } = await stampedAfter(async (db) => db.restore((await createDatabase({ seed: 3, businessDate: start })).snapshot()))
    expect(createdAt.slice(0, 10) >= today && createdAt < `${later}T00:00:00.000Z`).toBe(true)
  })
})
