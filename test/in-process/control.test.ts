import { createDatabase, createHandlers, MockControl, controlHandle } from 'guest-reservation-mock'
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
