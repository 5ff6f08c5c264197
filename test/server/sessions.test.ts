import { startServer } from 'guest-reservation-mock/server'
import { afterAll, describe, expect, test } from 'vitest'

const B = '2026-11-22'
const mock = await startServer({ port: 0, seed: 5, guests: 60, businessDate: B })
const limited = await startServer({ port: 0, seed: 5, guests: 20, businessDate: B, sessions: { maxSessions: 2, idleTimeoutSeconds: 600 } })
const shortLived = await startServer({ port: 0, seed: 5, guests: 20, businessDate: B, sessions: { idleTimeoutSeconds: 1 } })
const secured = await startServer({ port: 0, seed: 5, guests: 20, businessDate: B, authTokens: ['t1'] })
afterAll(async () => {
  await Promise.all([mock.close(), limited.close(), shortLived.close(), secured.close()])
})

type Call = { status: number; headers: Headers; json: any }
async function call(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Call> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined }
}
const as = (key: string) => ({ 'X-Mock-Session': key })
const byCookie = (key: string) => ({ Cookie: `theme=dark; mock-session=${key}` })

describe('sessions on the standalone server', () => {
  test('a session is its own hotel: data, business date, scenario, latency and errors, journal', async () => {
    const before = await call(mock.url, 'GET', '/api/guests?pageSize=1')
    const created = await call(mock.url, 'POST', '/api/guests', as('alpha'), { firstName: 'Only', lastName: 'InAlpha' })
    expect(created.status).toBe(201)
    // The cookie names the same session as the header.
    expect((await call(mock.url, 'GET', `/api/guests/${created.json.id}`, byCookie('alpha'))).status).toBe(200)
    expect((await call(mock.url, 'GET', `/api/guests/${created.json.id}`, as('beta'))).status).toBe(404)
    expect((await call(mock.url, 'GET', `/api/guests/${created.json.id}`)).status).toBe(404)
    expect((await call(mock.url, 'GET', '/api/guests?pageSize=1')).json.totalCount).toBe(before.json.totalCount)

    expect((await call(mock.url, 'PUT', '/__mock/business-date', as('alpha'), { businessDate: '2026-12-01' })).status).toBe(200)
    expect((await call(mock.url, 'PUT', '/__mock/scenario', as('beta'), { name: 'empty' })).status).toBe(200)
    expect((await call(mock.url, 'PUT', '/__mock/config', as('gamma'), { errorRate: 1 })).status).toBe(200)
    expect((await call(mock.url, 'GET', '/__mock/business-date', as('alpha'))).json.businessDate).toBe('2026-12-01')
    expect((await call(mock.url, 'GET', '/__mock/business-date', as('beta'))).json.businessDate).toBe(B)
    expect((await call(mock.url, 'GET', '/__mock/business-date')).json.businessDate).toBe(B)
    expect((await call(mock.url, 'GET', '/api/guests', as('beta'))).json.totalCount).toBe(0)
    expect((await call(mock.url, 'GET', '/api/guests', as('gamma'))).status).toBe(503)
    expect((await call(mock.url, 'GET', '/api/guests', as('alpha'))).status).toBe(200)
    expect((await call(mock.url, 'GET', '/__mock/scenario')).json.name).toBe('default')

    const journal = await call(mock.url, 'GET', '/__mock/requests', as('alpha'))
    expect(journal.json.data.every((entry: { session: string }) => entry.session === 'alpha')).toBe(true)
    expect(journal.json.data.map((entry: { operationId: string }) => entry.operationId)).toEqual(['createGuest', 'getGuest', 'listGuests'])
    expect(mock.requests({ operationId: 'createGuest' })).toEqual([])
    const alpha = await mock.session('alpha')
    expect(alpha.requests({ operationId: 'createGuest' })).toHaveLength(1)
    expect(alpha.db.getGuest(created.json.id)?.lastName).toBe('InAlpha')

    // A reset with the key resets that session only.
    expect((await call(mock.url, 'POST', '/__mock/reset', as('alpha'))).status).toBe(204)
    expect((await call(mock.url, 'GET', `/api/guests/${created.json.id}`, as('alpha'))).status).toBe(404)
    expect((await call(mock.url, 'GET', '/__mock/business-date', as('alpha'))).json.businessDate).toBe(B)
    expect((await call(mock.url, 'GET', '/api/guests', as('beta'))).json.totalCount).toBe(0)

    const listed = await call(mock.url, 'GET', '/__mock/sessions')
    expect(listed.json).toMatchObject({ enabled: true, maxSessions: 100, idleTimeoutSeconds: 900 })
    expect(listed.json.data.map((session: { key: string }) => session.key).sort()).toEqual(['alpha', 'beta', 'gamma'])
    expect(listed.json.data.find((session: { key: string }) => session.key === 'beta')).toMatchObject({ scenario: 'empty', businessDate: B })
    for (const key of ['alpha', 'beta', 'gamma']) expect((await call(mock.url, 'DELETE', '/__mock/session', as(key))).status).toBe(204)
    expect((await call(mock.url, 'GET', '/__mock/sessions')).json.data).toEqual([])
    expect((await call(mock.url, 'DELETE', '/__mock/session')).status).toBe(400)
  })

  test.each([
    ['a header with a space', { 'X-Mock-Session': 'two words' }, '/X-Mock-Session'],
    ['a header that is too long', { 'X-Mock-Session': 'k'.repeat(65) }, '/X-Mock-Session'],
    ['an empty header', { 'X-Mock-Session': '' }, '/X-Mock-Session'],
    ['a cookie with a slash', { Cookie: 'mock-session=a/b' }, '/Cookie/mock-session'],
  ])('refuses %s with a 400 problem and creates nothing', async (_name, headers, pointer) => {
    for (const [method, path] of [['GET', '/api/guests'], ['POST', '/__mock/reset']] as const) {
      const refused = await call(mock.url, method, path, headers)
      expect(refused.status).toBe(400)
      expect(refused.headers.get('content-type')).toBe('application/problem+json')
      expect(refused.json.errors[0]).toMatchObject({ location: 'header', pointer })
    }
    expect(mock.sessions().data).toEqual([])
  })

  test('a key sent as UTF-8 bytes (ü) is refused without echoing it as other letters', async () => {
    // A client writes ü as the bytes C3 BC; a server reads header bytes as Latin-1, so as "Ã¼".
    const refused = await call(mock.url, 'GET', '/api/guests', { 'X-Mock-Session': '\u00c3\u00bc' })
    expect(refused.status).toBe(400)
    expect(refused.json.detail).toBe('The session key given (it has characters beyond ASCII) is not usable; a key is 1 to 64 characters: letters, digits, ".", "_" or "-".')
  })

  test('at the cap a new key is a 503 problem with Retry-After; live sessions go on; ending one frees a place', async () => {
    expect((await call(limited.url, 'GET', '/api/guests', as('one'))).status).toBe(200)
    expect((await call(limited.url, 'GET', '/api/guests', as('two'))).status).toBe(200)
    const full = await call(limited.url, 'GET', '/api/guests', as('three'))
    expect(full.status).toBe(503)
    expect(full.headers.get('content-type')).toBe('application/problem+json')
    expect(full.json).toMatchObject({ type: '/problems/session-limit', status: 503 })
    // Until the least recently used session would expire: at most the idle time.
    const retryAfter = Number(full.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect((await call(limited.url, 'GET', '/api/guests', as('one'))).status).toBe(200)
    expect((await call(limited.url, 'GET', '/api/guests')).status).toBe(200)
    expect((await call(limited.url, 'DELETE', '/__mock/session', as('two'))).status).toBe(204)
    expect((await call(limited.url, 'POST', '/api/guests', as('three'), { firstName: 'Next', lastName: 'InLine' })).status).toBe(201)
    expect(limited.sessions().data.map((session) => session.key).sort()).toEqual(['one', 'three'])
  })

  test('a session ends after its idle time, and its key then starts afresh', async () => {
    expect((await call(shortLived.url, 'POST', '/api/guests', as('brief'), { firstName: 'Idle', lastName: 'Soon' })).status).toBe(201)
    expect(shortLived.sessions().data.map((session) => session.key)).toEqual(['brief'])
    // At least the idle time (1 s here) without a request.
    await new Promise((wake) => setTimeout(wake, 1500))
    expect(shortLived.sessions().data).toEqual([])
    expect((await call(shortLived.url, 'GET', '/api/guests/search?lastName=Soon', as('brief'))).json.totalCount).toBe(0)
  })

  test('with auth tokens, a session needs a token like any call, and a refused call creates no session', async () => {
    const refused = await call(secured.url, 'GET', '/api/guests', as('intruder'))
    expect(refused.status).toBe(401)
    expect((await call(secured.url, 'GET', '/__mock/sessions', { Authorization: 'Bearer t1' })).json.data).toEqual([])
    const allowed = await call(secured.url, 'GET', '/api/guests', { ...as('member'), Authorization: 'Bearer t1' })
    expect(allowed.status).toBe(200)
    expect(secured.sessions().data.map((session) => session.key)).toEqual(['member'])
    expect((await call(secured.url, 'GET', '/api/guests', as('member'))).status).toBe(401)
  })
})
