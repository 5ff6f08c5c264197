import { startServer } from 'guest-reservation-mock/server'
import { afterAll } from 'vitest'
import { describeStoreOfRecord } from '../support/store-suite.js'

const mock = await startServer({ port: 0, seed: 5, guests: 80, businessDate: '2026-11-22' })
afterAll(() => mock.close())

describeStoreOfRecord('Express server', () => ({ db: mock.db, base: mock.url, reset: () => mock.reset() }))
