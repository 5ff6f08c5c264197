import type { HotelDatabase } from '../db/database.js'
import type { ReservationStatus, StatusFilter } from '../db/types.js'

/**
 * The one-screen summary the CLI prints on start: what data the mock holds and what today
 * (the business date) looks like at the front desk.
 */
export function describeHotel(db: HotelDatabase, details: { url: string; seed: number | undefined; notes?: string[] }): string {
  const byStatus = new Map<ReservationStatus, number>()
  for (const reservation of db.reservations.all()) {
    byStatus.set(reservation.status, (byStatus.get(reservation.status) ?? 0) + 1)
  }
  const today = (status: StatusFilter) => db.listReservations({ status, page: 1, pageSize: 1 }).totalCount
  const statuses: ReservationStatus[] = ['confirmed', 'in_house', 'checked_out', 'cancelled', 'no_show']
  return [
    `Guest & Reservation mock listening on ${details.url}`,
    '',
    `  business date  ${db.businessDate}   (${details.seed === undefined ? 'from the data file' : `seed ${details.seed}`})`,
    `  guests         ${db.guestCount}`,
    `  reservations   ${db.reservationCount}: ${statuses.map((status) => `${status} ${byStatus.get(status) ?? 0}`).join(', ')}`,
    `  today          ${today('arrivals')} arrivals, ${today('departures')} departures, ${today('in_house')} in house, ${today('upcoming')} upcoming`,
    ...(details.notes ?? []).map((note) => `  ${note}`),
    '',
    `  try   curl '${details.url}/api/reservations?status=arrivals'`,
    `  spec  ${details.url}/openapi.json`,
    '',
  ].join('\n')
}
