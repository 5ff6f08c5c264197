import type { Room, RoomType } from '../types.js'

/** Rooms on one floor; numbers run 01..15 after the floor number (floor 3: 301..315). */
export const ROOMS_PER_FLOOR = 15

/** Room types by position on the floor: most are standard rooms, each floor ends in suites. */
const TYPE_BY_POSITION: readonly RoomType[] = [
  'standard_queen', 'standard_queen', 'standard_queen', 'standard_queen', 'standard_queen', 'standard_queen',
  'standard_twin', 'standard_twin', 'standard_twin', 'standard_twin',
  'deluxe_king', 'deluxe_king', 'deluxe_king',
  'junior_suite',
  'executive_suite',
]

/** Nightly rack rate (BAR) by room type, in the hotel's currency. */
export const BASE_RATES: Readonly<Record<RoomType, number>> = {
  standard_queen: 129,
  standard_twin: 139,
  deluxe_king: 189,
  junior_suite: 279,
  executive_suite: 420,
}

/** Rate plans and their factor on the rack rate. */
export const RATE_PLANS: Readonly<Record<string, number>> = {
  BAR: 1,
  BB: 1.15,
  NRF: 0.85,
  CORP: 0.9,
  PKG: 1.3,
}

export const HOTEL_CURRENCY = 'EUR'

/** Most guests a room type sleeps (adults + children). */
export const ROOM_CAPACITY: Readonly<Record<RoomType, number>> = {
  standard_queen: 2,
  standard_twin: 3,
  deluxe_king: 3,
  junior_suite: 4,
  executive_suite: 5,
}

/** The nightly price of a stay in a room type on a rate plan, rounded to cents. */
export function nightlyRate(roomType: RoomType, ratePlanCode: string): number {
  const factor = RATE_PLANS[ratePlanCode]
  if (factor === undefined) throw new Error(`Unknown rate plan "${ratePlanCode}".`)
  return Math.round(BASE_RATES[roomType] * factor * 100) / 100
}

/** The total of a stay: nightly rate times nights, rounded to cents. */
export function stayAmount(roomType: RoomType, ratePlanCode: string, nights: number): number {
  return Math.round(nightlyRate(roomType, ratePlanCode) * nights * 100) / 100
}

/** How many rooms a hotel for this many guest profiles has: 120 for the default 500, more for big data sets. */
export function roomCountFor(guestCount: number): number {
  return Math.max(120, Math.round((guestCount * 0.12) / ROOMS_PER_FLOOR) * ROOMS_PER_FLOOR)
}

/** The rooms of a hotel with `count` rooms (a multiple of 15), floor by floor. */
export function buildRooms(count: number): Room[] {
  const rooms: Room[] = []
  const floors = Math.ceil(count / ROOMS_PER_FLOOR)
  for (let floor = 1; floor <= floors; floor++) {
    for (let position = 1; position <= ROOMS_PER_FLOOR && rooms.length < count; position++) {
      rooms.push({
        roomNumber: `${floor}${String(position).padStart(2, '0')}`,
        floor,
        roomType: TYPE_BY_POSITION[position - 1]!,
      })
    }
  }
  return rooms
}
