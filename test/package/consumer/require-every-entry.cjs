// A CommonJS script: every Node-side entry loaded with require() (the `require` condition), and
// one request answered through createMockServer. Prints what it saw as JSON.
const root = require('guest-reservation-mock')
const { createMockServer, FIXTURE_IDS, HotelDatabase } = require('guest-reservation-mock/node')
const { MockError } = require('guest-reservation-mock/server')
const { verify } = require('guest-reservation-mock/verify')

async function main() {
  const mock = await createMockServer({ seed: 7, businessDate: '2026-11-22' })
  mock.server.listen({ onUnhandledRequest: 'error' })
  const response = await fetch(`http://hotel.test/api/guests/${FIXTURE_IDS.guests.adaLovelace}`)
  const guest = await response.json()
  mock.server.close()
  return {
    verify: typeof verify,
    oneClassAcrossEntries: HotelDatabase === root.HotelDatabase && MockError === root.MockError,
    guest: `${response.status} ${guest.lastName}`,
  }
}

main().then((seen) => console.log(JSON.stringify(seen)))
