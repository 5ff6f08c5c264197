import { controlHandle, createDatabase, createHandlers, MockControl } from 'guest-reservation-mock'
import { getResponse } from 'msw'
import { createSend } from '../support/contract.js'
import { describeJournal } from '../support/journal-suite.js'

const db = await createDatabase({ seed: 5, guests: 50, businessDate: '2026-11-22' })
const control = new MockControl(db)
const smallDb = await createDatabase({ seed: 5, guests: 50, businessDate: '2026-11-22' })
const smallControl = new MockControl(smallDb, { journalSize: 3 })
const through = (handlers: ReturnType<typeof createHandlers>) => async (request: Request) => (await getResponse(handlers, request))!

describeJournal('in-process handlers', {
  send: createSend('http://hotel.test', through(createHandlers(db, { control }))),
  handle: controlHandle(control),
  small: { send: createSend('http://hotel.test', through(createHandlers(smallDb, { control: smallControl }))), handle: controlHandle(smallControl) },
})
