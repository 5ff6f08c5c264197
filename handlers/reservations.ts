import type { HttpHandler } from 'msw'
import type { ReservationListQuery } from '../src/db/database.js'
import type { Reservation } from '../src/db/types.js'
import { MockError } from '../src/errors.js'
import { handle, type HandlerContext } from './context.js'
import { http } from './openapi-http.js'
import { paging, pagingHeaders } from './paging.js'

/** Handlers of the reservation operations: list (with the business-date status filter) and get. */
export function reservationHandlers(context: HandlerContext): Record<string, HttpHandler> {
  const { db } = context
  /** `include=guest` embeds the primary guest under `guest`. */
  const withGuest = (reservation: Reservation, include: unknown) => {
    if (include !== 'guest') return reservation
    const guest = db.getGuest(reservation.guestId)
    return guest ? { ...reservation, guest } : reservation
  }
  return {
    listReservations: http.get('/api/reservations', (info) =>
      handle(context, 'listReservations', info, ({ query, url, respond }) => {
        const page = db.listReservations({
          ...paging(query),
          status: query.status as ReservationListQuery['status'],
          guestId: query.guestId as string | undefined,
        })
        const body = { ...page, data: page.data.map((reservation) => withGuest(reservation, query.include)) }
        return respond(200).json(body, { headers: pagingHeaders(url, page) })
      }),
    ),
    getReservation: http.get('/api/reservations/{id}', (info) =>
      handle(context, 'getReservation', info, ({ path, query, respond }) => {
        const reservation = db.getReservation(path.id as string)
        if (!reservation) throw new MockError('NOT_FOUND', `No reservation has the id ${String(path.id)}.`)
        return respond(200).json(withGuest(reservation, query.include))
      }),
    ),
  }
}
