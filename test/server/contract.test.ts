import { startServer } from 'guest-reservation-mock/server'
import { afterAll } from 'vitest'
import { createSend } from '../support/contract.js'
import { describeContract } from '../support/contract-suite.js'

// The standalone Express server on a real loopback port: the same handlers behind the bridge.
const mock = await startServer({ port: 0, seed: 1, businessDate: '2026-11-22' })
afterAll(() => mock.close())

describeContract('Express server', { send: createSend(mock.url, (request) => fetch(request)), db: mock.db })
