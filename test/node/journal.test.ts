import { createMockServer } from 'guest-reservation-mock/node'
import { afterAll, beforeAll } from 'vitest'
import { createSend } from '../support/contract.js'
import { describeJournal } from '../support/journal-suite.js'

const mock = await createMockServer({ seed: 5, guests: 50, businessDate: '2026-11-22' })
const small = await createMockServer({ seed: 5, guests: 50, businessDate: '2026-11-22', journalSize: 3 })
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => mock.server.close())

describeJournal('setupServer', {
  send: createSend('http://hotel.test', (request) => fetch(request)),
  handle: mock,
  // Its own server is listened to only while its requests run, so the two never both intercept.
  small: {
    send: async (...args) => {
      mock.server.close()
      small.server.listen({ onUnhandledRequest: 'error' })
      try {
        return await createSend('http://hotel.test', (request) => fetch(request))(...args)
      } finally {
        small.server.close()
        mock.server.listen({ onUnhandledRequest: 'error' })
      }
    },
    handle: small,
  },
})
