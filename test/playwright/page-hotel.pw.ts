import { http, HttpResponse } from 'msw'
import { expect, test } from 'guest-reservation-mock/playwright'

/**
 * The handlers bound to each test's browser context through @msw/playwright, with no service
 * worker and no server: every test has a hotel of its own in the test process.
 */
test.use({ mockHotelOptions: { seed: 4, guests: 60, businessDate: '2026-11-22' } })

const APP = 'http://app.test'

for (let index = 1; index <= 4; index++) {
  test(`page ${index} has its own hotel`, async ({ page, mockHotel }) => {
    // The "app": a page on an origin of its own, answered by an override in front of the mock.
    mockHotel.network.use(http.get(`${APP}/`, () => HttpResponse.html('<!doctype html><title>front desk</title>')))
    await page.goto(`${APP}/`)
    await mockHotel.setBusinessDate(`2026-12-0${index}`)
    const result = await page.evaluate(async (index) => {
      const created = await fetch('/api/guests', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: `Page${index}`, lastName: 'Bound' }) })
      await new Promise((wake) => setTimeout(wake, 100))
      const found = (await (await fetch('/api/guests/search?lastName=Bound')).json()) as { data: { firstName: string }[] }
      const date = (await (await fetch('/__mock/business-date')).json()) as { businessDate: string }
      return { status: created.status, names: found.data.map((guest) => guest.firstName), date: date.businessDate }
    }, index)
    expect(result).toEqual({ status: 201, names: [`Page${index}`], date: `2026-12-0${index}` })
    expect(mockHotel.requests({ operationId: 'createGuest' })).toHaveLength(1)
    expect(mockHotel.db.searchGuests({ lastName: 'Bound' }, { page: 1, pageSize: 10 }).totalCount).toBe(1)
  })
}
