import { BUSINESS_DATE_RANGE, businessDateRangeBreak } from '../business-date-range.js'
import { isCalendarDate, todayUtc } from '../calendar.js'
import type { Guest, Reservation, Room } from '../types.js'
import { DEFAULT_GUEST_COUNT, DEFAULT_SEED, MAX_GUEST_COUNT } from './defaults.js'
import { buildGuest } from './guests.js'
import { createLocaleDraws } from './nationalities.js'
import { SeededRandom } from '../../shared/seeded-random.js'
import { buildReservations } from './reservations.js'
import { buildRooms, roomCountFor } from './rooms.js'
import { shown } from '../../shared/shown.js'

export interface HotelOptions {
  /** Seed of every random choice; the same seed, date and size give the same hotel, byte for byte. Default 1. */
  seed?: number
  /** How many guest profiles. Default 500. */
  guests?: number
  /** The business date B (`YYYY-MM-DD`) the stays are placed around. Default: today in UTC. */
  businessDate?: string
  /** How many rooms; by default 120, or more for large numbers of guests. A multiple of 15 (rooms per floor). */
  rooms?: number
  /** `sold-out` fills every room around the business date; `normal` (default) is about 75 % tonight. */
  occupancy?: Occupancy
  /** Called while seeding large hotels, with the share done (0..1). */
  onProgress?: (done: number) => void
}

/** The plain data of a seeded hotel. */
export interface HotelData {
  seed: number
  businessDate: string
  rooms: Room[]
  guests: Guest[]
  reservations: Reservation[]
}

export { DEFAULT_GUEST_COUNT, DEFAULT_SEED, MAX_GUEST_COUNT }
export type Occupancy = 'normal' | 'sold-out'

/** Checks hotel options, throwing a `RangeError` that says what to pass instead. */
export function resolveHotelOptions(options: HotelOptions = {}): Required<Pick<HotelOptions, 'seed' | 'guests' | 'businessDate'>> {
  const seed = options.seed ?? DEFAULT_SEED
  const guests = options.guests ?? DEFAULT_GUEST_COUNT
  const businessDate = options.businessDate ?? todayUtc()
  if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError(`The seed must be a whole number of 0 or more, not ${shown(seed)}.`)
  if (!Number.isSafeInteger(guests) || guests < 0 || guests > MAX_GUEST_COUNT) {
    throw new RangeError(`The guest count must be a whole number from 0 to ${MAX_GUEST_COUNT}, not ${shown(guests)}.`)
  }
  if (options.rooms !== undefined && (!Number.isSafeInteger(options.rooms) || options.rooms < 1 || options.rooms > 100_000)) {
    throw new RangeError(`The room count must be a whole number from 1 to 100000, not ${shown(options.rooms)}.`)
  }
  if (!isCalendarDate(businessDate)) throw new RangeError(`The business date must be a real date as YYYY-MM-DD, not ${shown(businessDate)}.`)
  if (businessDateRangeBreak(businessDate)) {
    throw new RangeError(`The business date must be from ${BUSINESS_DATE_RANGE.min} to ${BUSINESS_DATE_RANGE.max}, not ${businessDate}: outside that range the generated stays and guests break the mock's own rules.`)
  }
  return { seed, guests, businessDate }
}

/**
 * Generates a whole hotel: rooms, guest profiles and a stay history around the business date.
 * Pure and deterministic: one seeded generator draws everything, nothing depends on the clock once the
 * business date is given, so the browser and Node produce identical data.
 *
 * @example
 * const hotel = generateHotel({ seed: 7, businessDate: '2026-11-22' })
 * hotel.reservations.filter((r) => r.arrivalDate === hotel.businessDate && r.status === 'confirmed')
 */
export function generateHotel(options: HotelOptions = {}): HotelData {
  const { seed, guests: guestCount, businessDate } = resolveHotelOptions(options)
  const random = new SeededRandom(seed)
  const draws = createLocaleDraws(random)
  const usedEmails = new Set<string>()
  const usedLoyaltyNumbers = new Set<string>()
  const guests: Guest[] = []
  const step = Math.max(1, Math.floor(guestCount / 50))
  for (let index = 0; index < guestCount; index++) {
    guests.push(buildGuest({ random, draws, businessDate, usedEmails, usedLoyaltyNumbers }, index))
    if (options.onProgress && index % step === 0) options.onProgress((index / guestCount) * 0.5)
  }
  const rooms = buildRooms(options.rooms ?? roomCountFor(guestCount))
  const reservations =
    guests.length === 0
      ? []
      : buildReservations(
          { random, businessDate, guests, usedConfirmationNumbers: new Set(), amounts: new Map(), occupancy: options.occupancy ?? 'normal' },
          rooms,
        )
  options.onProgress?.(1)
  return { seed, businessDate, rooms, guests, reservations }
}
