import { createMockServer } from 'guest-reservation-mock/node'
import { afterAll, beforeAll } from 'vitest'
import { describeStoreOfRecord } from '../support/store-suite.js'

const mock = await createMockServer({ seed: 5, guests: 80, businessDate: '2026-11-22' })
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => mock.server.close())

describeStoreOfRecord('setupServer', () => ({ db: mock.db, base: 'http://hotel.test', reset: () => mock.reset() }))
