import { startServer } from 'guest-reservation-mock/server'
import { afterAll } from 'vitest'
import { createSend } from '../support/contract.js'
import { describeJournal } from '../support/journal-suite.js'

const mock = await startServer({ port: 0, seed: 5, guests: 50, businessDate: '2026-11-22' })
const small = await startServer({ port: 0, seed: 5, guests: 50, businessDate: '2026-11-22', journalSize: 3 })
afterAll(async () => {
  await mock.close()
  await small.close()
})

describeJournal('Express server', {
  send: createSend(mock.url, (request) => fetch(request)),
  handle: mock,
  small: { send: createSend(small.url, (request) => fetch(request)), handle: small },
})
