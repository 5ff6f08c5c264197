import { createMockServer } from 'guest-reservation-mock/node'
import { afterAll, beforeAll } from 'vitest'
import { createSend } from '../support/contract.js'
import { controlCode, describeControlPlane } from '../support/control-suite.js'

const mock = await createMockServer({ seed: 5, businessDate: '2026-11-22' })
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => mock.server.close())

const runtime = { send: createSend('http://hotel.test', (request) => fetch(request)), code: controlCode(mock), businessDate: '2026-11-22' }
describeControlPlane('setupServer', () => runtime)
