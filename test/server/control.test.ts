import { startServer } from 'guest-reservation-mock/server'
import { afterAll } from 'vitest'
import { createSend } from '../support/contract.js'
import { controlCode, describeControlPlane } from '../support/control-suite.js'

const mock = await startServer({ port: 0, seed: 5, businessDate: '2026-11-22' })
const secured = await startServer({ port: 0, seed: 5, businessDate: '2026-11-22', authTokens: ['ctl-token'] })
afterAll(async () => {
  await mock.close()
  await secured.close()
})

const runtime = {
  send: createSend(mock.url, (request) => fetch(request)),
  securedSend: createSend(secured.url, (request) => fetch(request)),
  code: controlCode(mock),
  businessDate: '2026-11-22',
}
describeControlPlane('Express server', () => runtime, { secured: true })
