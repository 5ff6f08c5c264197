import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from 'guest-reservation-mock/playwright'

/**
 * Eight tests run at once against one server, each in its own session (the `mock-session` cookie
 * on its browser context): each writes, moves its business date and resets, and never sees
 * another test's guests or date.
 */
const B = '2026-11-22'

for (let index = 1; index <= 8; index++) {
  test(`test ${index} sees only its own hotel`, async ({ page, mockSession, mockServerUrl }) => {
    // A page on the server's origin (its small 404 document will do): its fetches carry the
    // session cookie like any app's would.
    await page.goto(`${mockServerUrl}/app`)
    const api = (method: string, path: string, body?: unknown) =>
      page.evaluate(
        async ({ method, path, body }) => {
          const response = await fetch(path, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined })
          const text = await response.text()
          return { status: response.status, json: text ? JSON.parse(text) : undefined }
        },
        { method, path, body },
      )
    for (let round = 0; round < 2; round++) {
      const email = `t${index}-r${round}@sample.test`
      const created = await api('POST', '/api/guests', { firstName: `Test${index}`, lastName: 'Sample', email })
      expect(created.status).toBe(201)
      const date = `2026-12-${String(index + round).padStart(2, '0')}`
      await mockSession.setBusinessDate(date)
      await page.waitForTimeout(100) // let the other tests write in between
      const found = await api('GET', '/api/guests/search?lastName=Sample&pageSize=100')
      expect(found.json.data.map((guest: { email: string }) => guest.email)).toEqual([email])
      expect((await api('GET', '/__mock/business-date')).json.businessDate).toBe(date)
      const sent = await mockSession.requests({ operationId: 'createGuest' })
      expect(sent).toHaveLength(1)
      expect(sent[0]!.accepted && sent[0]!.body.email).toBe(email)
      expect(sent[0]!.session).toBe(mockSession.key)
      await mockSession.reset()
      expect(await mockSession.businessDate()).toBe(B)
      expect((await api('GET', '/api/guests/search?lastName=Sample')).json.totalCount).toBe(0)
    }
  })
}

test('a request without a session key reaches the default hotel, which no test changed', async ({ request, mockServerUrl }) => {
  const response = await request.get(`${mockServerUrl}/api/guests/search?lastName=Sample`)
  expect((await response.json()).totalCount).toBe(0)
  expect((await (await request.get(`${mockServerUrl}/__mock/business-date`)).json()).businessDate).toBe(B)
})

test("an app on another port fetching with credentials: 'include' carries the session cookie", async ({ page, mockSession, mockServerUrl }) => {
  // The app on its own origin: another port of the same host, as a dev server would be. (A page
  // that page.route() makes up would count as outside the loopback network, which Chromium refuses.)
  const app = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>front desk</title>'))
  await new Promise<void>((resolve) => app.listen(0, new URL(mockServerUrl).hostname, resolve))
  try {
    await page.goto(`http://${new URL(mockServerUrl).hostname}:${(app.address() as AddressInfo).port}/front-desk`)
    const call = (method: string, path: string, credentials: 'include' | 'omit', body?: unknown) =>
      page.evaluate(
        async ({ url, method, credentials, body }) => {
          const init = { method, credentials, ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) }
          const response = await fetch(url, init)
          return { status: response.status, json: (await response.json()) as { totalCount?: number } }
        },
        { url: `${mockServerUrl}${path}`, method, credentials, body },
      )
    const created = await call('POST', '/api/guests', 'include', { firstName: 'Cross', lastName: 'Origin', email: 'cross.origin@sample.test' })
    expect(created.status).toBe(201)
    const [sent] = await mockSession.requests({ operationId: 'createGuest' })
    expect(sent?.accepted && sent.body.email).toBe('cross.origin@sample.test')
    expect((await call('GET', '/api/guests/search?email=cross.origin@sample.test', 'include')).json.totalCount).toBe(1)
    // Without credentials the browser sends no cookie: the request reaches the default hotel instead.
    expect((await call('GET', '/api/guests/search?email=cross.origin@sample.test', 'omit')).json.totalCount).toBe(0)
  } finally {
    await new Promise((resolve) => app.close(resolve))
  }
})
