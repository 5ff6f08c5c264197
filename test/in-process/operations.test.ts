import { createDatabase, createRouter, specOperations, type MockRequest } from 'guest-reservation-mock'
import { describe, expect, it } from 'vitest'
import { createHandlerContext } from '../../handlers/context.js'
import { OPERATIONS } from '../../handlers/operations.js'
import { operation, type OperationInput } from '../../handlers/operation.js'

const db = await createDatabase({ seed: 1, scenario: 'small', businessDate: '2026-11-22' })
const guestId = db.listGuests({ page: 1, pageSize: 1 }).data[0]!.id
const reservationId = db.listReservations({ page: 1, pageSize: 1 }).data[0]!.id

function request(method: string, path: string, body = ''): MockRequest {
  return {
    method,
    url: new URL(path, 'http://hotel.test'),
    header: (name) => (name === 'content-type' && body ? 'application/json' : null),
    text: async () => body,
  }
}

describe('the operations of the spec', () => {
  it('each has exactly one handler, at the method and path the spec gives it', () => {
    const spec = specOperations().list
    expect(OPERATIONS.map((definition) => definition.operationId).sort()).toEqual(spec.map((operation) => operation.operationId).sort())
    for (const definition of OPERATIONS) {
      const declared = specOperations().get(definition.operationId)
      expect([definition.method, definition.path]).toEqual([declared.method.toUpperCase(), declared.path])
    }
  })

  it('each is reachable through the router and answers a status it declares', async () => {
    const route = createRouter(db)
    for (const declared of specOperations().list) {
      const id = declared.path.startsWith('/api/guests') ? guestId : reservationId
      const path = declared.path.replace('{id}', id)
      const response = await route(request(declared.method.toUpperCase(), path, declared.requestBody ? '{}' : ''))
      const where = `${declared.method.toUpperCase()} ${path} -> ${response?.status}: ${response?.body}`
      expect(response, where).toBeDefined()
      expect(Object.keys(declared.responses), where).toContain(String(response!.status))
      expect(response!.body ?? '', where).not.toMatch(/route-not-found|method-not-allowed|internal-error/)
    }
    await db.reset()
  })

  it('hands a resolver every helper its type names, and nothing else', async () => {
    const helpers = { db: true, control: true, url: true, path: true, query: true, body: true, respond: true } satisfies Record<keyof OperationInput<'getGuest'>, true>
    let seen: Record<string, unknown> = {}
    const probe = operation('GET', '/api/guests/{id}', 'getGuest', (input) => {
      seen = { ...input }
      return input.respond(200, db.getGuest(input.path.id)!)
    })
    const response = await probe.run(createHandlerContext(db), request('GET', `/api/guests/${guestId}`), { id: guestId })
    expect(response.status).toBe(200)
    expect(Object.keys(seen).sort()).toEqual(Object.keys(helpers).sort())
    expect(seen).toMatchObject({ db, path: { id: guestId }, query: {}, body: undefined, respond: expect.any(Function), url: expect.any(URL) })
  })
})
