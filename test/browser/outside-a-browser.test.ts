import { startMockWorker } from 'guest-reservation-mock/browser'
import { describe, expect, it } from 'vitest'

// Runs in plain Node, no Chromium needed: the browser entry must say where to go instead.
describe('guest-reservation-mock/browser outside a browser', () => {
  it('can be imported in Node, and refuses to start with a message that points to the Node entry', async () => {
    await expect(startMockWorker({ seed: 1 })).rejects.toThrow(
      "startMockWorker() needs a browser page: it registers a service worker. In Node (tests, scripts), import from 'guest-reservation-mock/node' instead.",
    )
  })
})
