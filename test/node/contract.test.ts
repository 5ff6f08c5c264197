import { createMockServer } from 'guest-reservation-mock/node'
import { afterAll, beforeAll } from 'vitest'
import { createSend } from '../support/contract.js'
import { describeContract } from '../support/contract-suite.js'

// Through setupServer, as a user's test suite runs it: real fetch calls intercepted by msw.
// onUnhandledRequest 'error' makes any request our handlers do not answer fail loudly.
const mock = await createMockServer({ seed: 1, businessDate: '2026-11-22' })
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => mock.server.close())

describeContract('setupServer', { send: createSend('http://hotel.test', (request) => fetch(request)), db: mock.db })
