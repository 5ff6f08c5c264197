import type { HotelDatabase } from '../src/db/database.js'
import type { Reservation } from '../src/db/types.js'
import { MockError } from '../src/shared/errors.js'
import { operation } from './operation.js'
import { paging, pagingHeaders } from './paging.js'

/** `include=guest` embeds the primary guest under `guest`. */
function withGuest(db: HotelDatabase, reservation: Reservation, include: 'guest' | undefined) {
  if (include !== 'guest') return reservation
  const guest = db.getGuest(reservation.guestId)
  return guest ? { ...reservation, guest } : reservation
}

/** The reservation operations: list (with the business-date status filter) and get. */
export const reservationOperations = [
  operation('GET', '/api/reservations', 'listReservations', ({ db, query, url, respond }) => {
    const page = db.listReservations({ ...paging(query), status: query.status, guestId: query.guestId })
    const body = { ...page, data: page.data.map((reservation) => withGuest(db, reservation, query.include)) }
    return respond(200, body, pagingHeaders(url, page, query))
  }),
  operation('GET', '/api/reservations/{id}', 'getReservation', ({ db, path, query, respond }) => {
    const reservation = db.getReservation(path.id)
    if (!reservation) throw new MockError('NOT_FOUND', `No reservation has the id ${path.id}.`)
    return respond(200, withGuest(db, reservation, query.include))
  }),
]
