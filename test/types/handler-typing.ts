/**
 * Compile-time checks, run by `tsc --noEmit` (part of `npm test`): an operation's handler is typed
 * from the spec's `operations`. Each `@ts-expect-error` fails the type check if the line below it
 * ever compiles. The resolver's input is built in one place (`operation()` in
 * handlers/operation.ts) as an object literal of type `OperationInput`, so every helper a resolver
 * can name is there at run time; `test/in-process/operations.test.ts` checks that at run time too.
 */
import { operation } from '../../handlers/operation.js'

export const typedOperations = [
  // Typed parameters and bodies: `path.id` is a string, `body` a GuestInput, `respond(200, guest)` a Guest.
  operation('PUT', '/api/guests/{id}', 'updateGuest', async ({ db, path, body, respond }) => {
    const id: string = path.id
    const firstName: string = body.firstName
    return respond(200, await db.replaceGuest(id, { ...body, firstName }))
  }),
  operation('GET', '/api/reservations', 'listReservations', ({ query, respond }) => {
    const status: 'arrivals' | 'departures' | 'in_house' | 'upcoming' | undefined = query.status
    // @ts-expect-error listReservations has no `q` query parameter
    void query.q
    void status
    return respond(200, { data: [], page: 1, pageSize: 20, totalCount: 0, totalPages: 0 })
  }),
  operation('GET', '/api/guests/{id}', 'getGuest', ({ respond }) => {
    // @ts-expect-error getGuest declares no 418
    return respond(418, { type: 'x', title: 'x', status: 418, detail: 'x' })
  }),
  operation('GET', '/api/guests/{id}', 'getGuest', ({ respond }) => {
    // @ts-expect-error a Guest has no `nickname` and needs every required field
    return respond(200, { id: 'x', nickname: 'Ada' })
  }),
  operation('GET', '/api/reservations', 'listReservations', ({ respond }) => {
    // @ts-expect-error listReservations answers 200, 400, 401 only
    return respond(201, { data: [], page: 1, pageSize: 20, totalCount: 0, totalPages: 0 })
  }),
  operation('POST', '/__mock/reset', 'mockReset', ({ respond }) => {
    // @ts-expect-error a 204 has no body
    return respond(204, { reset: true })
  }),
  operation('GET', '/api/guests', 'listGuests', ({ respond }) => {
    // @ts-expect-error a 200 of listGuests needs its page body
    return respond(200)
  }),
  // @ts-expect-error GET /api/guests/{id} is getGuest, not listGuests
  operation('GET', '/api/guests/{id}', 'listGuests', ({ respond }) => respond(200, { data: [], page: 1, pageSize: 20, totalCount: 0, totalPages: 0 })),
  // @ts-expect-error the spec has no DELETE /api/guests/{id}
  operation('DELETE', '/api/guests/{id}', 'getGuest', ({ respond }) => respond(404, { type: 'x', title: 'x', status: 404, detail: 'x' })),
  // @ts-expect-error the spec has no path /api/rooms
  operation('GET', '/api/rooms', 'listGuests', ({ respond }) => respond(200, { data: [], page: 1, pageSize: 20, totalCount: 0, totalPages: 0 })),
  operation('GET', '/api/guests/{id}', 'getGuest', (input) => {
    // @ts-expect-error there is no `response` helper (openapi-msw's name): only `respond`
    return input.response(200).json({})
  }),
]
