import { createDatabase, createHandlers } from 'guest-reservation-mock'
import { getResponse } from 'msw'
import { createSend } from '../support/contract.js'
import { describeContract } from '../support/contract-suite.js'

// In-process: the handler array answers requests directly through msw's getResponse, with no
// network and no interception, the cheapest way to run every case.
const db = await createDatabase({ seed: 1, businessDate: '2026-11-22' })
const handlers = createHandlers(db)
const send = createSend('http://hotel.test', async (request) => {
  const response = await getResponse(handlers, request)
  if (!response) throw new Error(`No handler answered ${request.method} ${request.url}`)
  return response
})

describeContract('in-process handlers', { send, db })
