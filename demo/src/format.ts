import type { Guest, Reservation } from './api'

const DAY_MS = 86_400_000

function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`)
}

/** `2026-03-14` -> `Sat 14 Mar 2026` (dates are calendar dates: no time zone shifts them). */
export function formatDate(date: string, options: { weekday?: boolean; year?: boolean } = {}): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: options.weekday === false ? undefined : 'short',
    day: 'numeric',
    month: 'short',
    year: options.year === false ? undefined : 'numeric',
  }).format(utcDate(date))
}

export function formatDateTime(value: string | null): string {
  if (value === null) return '—'
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)) + ' UTC'
}

/** Nights of a stay: the departure date is exclusive. */
export function nights(reservation: Pick<Reservation, 'arrivalDate' | 'departureDate'>): number {
  return Math.round((utcDate(reservation.departureDate).getTime() - utcDate(reservation.arrivalDate).getTime()) / DAY_MS)
}

export function formatMoney(money: Reservation['totalAmount']): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: money.currency }).format(money.amount)
}

export const STATUS_LABELS: Record<Reservation['status'], string> = {
  confirmed: 'Confirmed',
  in_house: 'In house',
  checked_out: 'Checked out',
  cancelled: 'Cancelled',
  no_show: 'No-show',
}

export const ROOM_TYPE_LABELS: Record<Reservation['roomType'], string> = {
  standard_queen: 'Standard Queen',
  standard_twin: 'Standard Twin',
  deluxe_king: 'Deluxe King',
  junior_suite: 'Junior Suite',
  executive_suite: 'Executive Suite',
}

export const CHANNEL_LABELS: Record<Reservation['channel'], string> = {
  direct: 'Direct',
  website: 'Website',
  phone: 'Phone',
  walk_in: 'Walk-in',
  booking_com: 'Booking.com',
  expedia: 'Expedia',
  gds: 'GDS',
}

const TITLES: Record<NonNullable<Guest['title']>, string> = {
  mr: 'Mr',
  ms: 'Ms',
  mrs: 'Mrs',
  mx: 'Mx',
  dr: 'Dr',
  prof: 'Prof',
}

export function guestName(guest: Pick<Guest, 'firstName' | 'lastName'>): string {
  return `${guest.firstName} ${guest.lastName}`
}

/** `Dr Anna Schmidt` */
export function formalName(guest: Pick<Guest, 'title' | 'firstName' | 'lastName'>): string {
  return guest.title === null ? guestName(guest) : `${TITLES[guest.title]} ${guestName(guest)}`
}

export function titleLabel(title: NonNullable<Guest['title']>): string {
  return TITLES[title]
}

export function countryName(code: string | null): string {
  if (code === null) return '—'
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`
}
