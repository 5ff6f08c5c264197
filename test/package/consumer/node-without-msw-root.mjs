// Run with `node --import ./forbid-msw-root.mjs`: a Node test file's cold start, the `./node`
// entry and a first answer, which must never load msw's root (it brings msw's GraphQL support).
// Prints what it saw as JSON.
import { createMockServer } from 'guest-reservation-mock/node'

const mock = await createMockServer({ seed: 7, businessDate: '2026-11-22' })
mock.server.listen({ onUnhandledRequest: 'error' })
const response = await fetch('http://hotel.test/api/guests?pageSize=1')
const seen = { status: response.status, guests: (await response.json()).data.length }
mock.server.close()
// The hook is live: msw's root, imported on purpose now, is refused.
seen.rootRefused = await import('msw').then(
  () => false,
  (error) => error.message.startsWith("msw's root module was imported"),
)
console.log(JSON.stringify(seen))
