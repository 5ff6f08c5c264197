import { startServer } from 'guest-reservation-mock/server'
import { afterAll, expect, test } from 'vitest'

/**
 * Eight clients on one server, each in its own session, writing, moving its business date and
 * resetting in a loop for a minute. Bounded in rounds and in time (PARALLEL_SESSIONS_SECONDS, default 60);
 * nothing here asserts on how long anything took.
 */
const CLIENTS = 8
const SECONDS = Number(process.env.PARALLEL_SESSIONS_SECONDS ?? 60)
const MAX_ROUNDS = 400
const B = '2026-11-22'

const mock = await startServer({ port: 0, seed: 11, businessDate: B })
afterAll(() => mock.close())

interface Answer {
  status: number
  json: any
}

test(`${CLIENTS} parallel clients each see exactly their own writes and dates; no 5xx; the default session unchanged`, { timeout: (SECONDS + 120) * 1000 }, async () => {
  const defaultBefore = await (await fetch(`${mock.url}/__mock/snapshot`)).text()
  const statuses = new Map<number, number>()
  const deadline = Date.now() + SECONDS * 1000

  const client = async (index: number) => {
    const key = `client-${index}`
    const send = async (method: string, path: string, body?: unknown): Promise<Answer> => {
      const response = await fetch(`${mock.url}${path}`, {
        method,
        headers: { 'X-Mock-Session': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      const text = await response.text()
      return { status: response.status, json: text ? JSON.parse(text) : undefined }
    }
    /** What this client has written since its last reset: ids of its guests, by the email it gave them. */
    let mine = new Map<string, string>()
    let date = B
    let rounds = 0
    for (; rounds < MAX_ROUNDS && Date.now() < deadline; rounds++) {
      const email = `c${index}-r${rounds}@parallel.test`
      const created = await send('POST', '/api/guests', { firstName: `Client${index}`, lastName: 'Parallel', email })
      expect(created.status).toBe(201)
      mine.set(email, created.json.id)
      const edited = await send('PUT', `/api/guests/${created.json.id}`, { firstName: `Client${index}`, lastName: 'Parallel', email, notes: `round ${rounds}` })
      expect(edited.status).toBe(200)
      // Every client names its guests "Parallel": each must see exactly its own.
      const found = await send('GET', '/api/guests/search?lastName=Parallel&pageSize=100')
      expect(found.status).toBe(200)
      expect(new Set(found.json.data.map((guest: { id: string }) => guest.id))).toEqual(new Set(mine.values()))
      expect(found.json.data.every((guest: { firstName: string }) => guest.firstName === `Client${index}`)).toBe(true)
      // Move this client's business date forward by a day (a night audit), and read it back.
      date = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
      expect((await send('PUT', '/__mock/business-date', { businessDate: date })).status).toBe(200)
      expect((await send('GET', '/__mock/business-date')).json.businessDate).toBe(date)
      const journal = await send('GET', '/__mock/requests?operationId=createGuest')
      expect(journal.json.data.map((entry: { body: { email: string } }) => entry.body.email)).toEqual([...mine.keys()])
      if (rounds % 3 === 2) {
        expect((await send('POST', '/__mock/reset')).status).toBe(204)
        mine = new Map()
        date = B
        expect((await send('GET', '/__mock/business-date')).json.businessDate).toBe(B)
        expect((await send('GET', '/api/guests/search?lastName=Parallel')).json.totalCount).toBe(0)
      }
    }
    await send('DELETE', '/__mock/session')
    return rounds
  }

  const rounds = await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)))
  expect(rounds.every((count) => count >= 1)).toBe(true)
  expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([])
  expect(await (await fetch(`${mock.url}/__mock/snapshot`)).text()).toBe(defaultBefore)
  expect(mock.requests()).toEqual([])
  expect(mock.sessions().data).toEqual([])
})
