// A plain Node script, as a user writes one: every public entry imported by its name, and one
// request through each runtime that Node can run. Prints what it saw as JSON.
import * as root from 'guest-reservation-mock'
import { createMockServer, FIXTURE_IDS, HotelDatabase } from 'guest-reservation-mock/node'
import { MockError, startServer } from 'guest-reservation-mock/server'
import * as browser from 'guest-reservation-mock/browser'
import { verify } from 'guest-reservation-mock/verify'

const seen = {
  root: typeof root.createDatabase,
  browser: typeof browser.startMockWorker,
  verify: typeof verify,
  // One class whichever entry it comes from (the Node entries share their chunks).
  oneClassAcrossEntries: HotelDatabase === root.HotelDatabase && MockError === root.MockError,
}

const mock = await createMockServer({ seed: 7, businessDate: '2026-11-22' })
mock.server.listen({ onUnhandledRequest: 'error' })
const arrivals = await (await fetch('http://hotel.test/api/reservations?status=arrivals')).json()
seen.nodeDbIsRootHotelDatabase = mock.db instanceof root.HotelDatabase
seen.nodeArrivalsIncludeAda = arrivals.data.some((stay) => stay.guestId === FIXTURE_IDS.guests.adaLovelace)
mock.server.close()

const server = await startServer({ port: 0, seed: 7, businessDate: '2026-11-22' })
const guest = await fetch(`${server.url}/api/guests/${FIXTURE_IDS.guests.graceHopper}`)
seen.serverGuest = `${guest.status} ${(await guest.json()).lastName}`
await server.close()

console.log(JSON.stringify(seen))
