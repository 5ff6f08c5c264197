import { createDatabase, createHandlers, MockControl, MockError, controlHandle } from 'guest-reservation-mock'
import { describe, expect, it } from 'vitest'
import { getResponse } from 'msw'
import { createSend } from '../support/contract.js'
import { controlCode, describeControlPlane } from '../support/control-suite.js'

const db = await createDatabase({ seed: 5, businessDate: '2026-11-22' })
const control = new MockControl(db)
const handlers = createHandlers(db, { control })
const secured = createHandlers(db, { control, authTokens: ['ctl-token'] })
const through = (list: typeof handlers) => async (request: Request) => (await getResponse(list, request))!

const runtime = {
  send: createSend('http://hotel.test', through(handlers)),
  securedSend: createSend('http://hotel.test', through(secured)),
  code: controlCode(controlHandle(control)),
  businessDate: '2026-11-22',
}
describeControlPlane('in-process handlers', () => runtime, { secured: true })

describe('configure in code', () => {
  it('lists every problem of a change, the schema’s and the latency range’s, and changes nothing', async () => {
    const own = new MockControl(await createDatabase({ seed: 5, scenario: 'small', businessDate: '2026-11-22' }))
    const error = await Promise.resolve()
      .then(() => own.configure({ errorRate: 2, latency: { min: 500, max: 100 } }))
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MockError)
    expect((error as MockError).violations.map((violation) => violation.pointer).sort()).toEqual(['/errorRate', '/latency/min'])
    expect(own.config).toEqual({ latency: { min: 0, max: 0 }, errorRate: 0 })
  })
})
