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
