/**
 * Compile-time checks, run by `tsc --noEmit` (part of `npm test`): the typed `http` of the
 * handlers refuses responses the spec does not declare. Each `@ts-expect-error` fails the
 * type check if the line below it ever compiles.
 */
import { http } from '../../handlers/openapi-http.js'

export const typedHandlers = [
  http.get('/api/guests/{id}', ({ response }) => {
    // @ts-expect-error getGuest declares no 418
    return response(418).json({ type: 'x', title: 'x', status: 418, detail: 'x' })
  }),
  http.get('/api/guests/{id}', ({ response }) => {
    // @ts-expect-error a Guest has no `nickname` and needs every required field
    return response(200).json({ id: 'x', nickname: 'Ada' })
  }),
  http.get('/api/reservations', ({ response }) => {
    // @ts-expect-error listReservations answers 200, 400, 401 only
    return response(201).json({ data: [], page: 1, pageSize: 20, totalCount: 0, totalPages: 0 })
  }),
  // @ts-expect-error the spec has no DELETE /api/guests/{id}
  http.delete('/api/guests/{id}', () => new Response(null)),
]
