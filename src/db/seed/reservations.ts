import { fromEpochDay, timestampOn, toEpochDay } from '../calendar.js'
import type { Guest, Reservation, Room, RoomType } from '../types.js'
import { HOTEL_CURRENCY, RATE_PLANS, ROOM_CAPACITY, stayAmount } from './rooms.js'
import { weightedTable, type SeededRandom } from '../../shared/seeded-random.js'

/** The seeded history starts this many days before the business date... */
export const HISTORY_DAYS = 60
/** ...and bookings reach this many days after it. */
export const HORIZON_DAYS = 90

const STAY_LENGTHS = [
  { nights: 1, weight: 24 },
  { nights: 2, weight: 26 },
  { nights: 3, weight: 20 },
  { nights: 4, weight: 12 },
  { nights: 5, weight: 8 },
  { nights: 7, weight: 6 },
  { nights: 10, weight: 3 },
  { nights: 14, weight: 1 },
] as const

const CHANNELS = [
  { channel: 'direct', weight: 12 },
  { channel: 'website', weight: 26 },
  { channel: 'phone', weight: 8 },
  { channel: 'walk_in', weight: 3 },
  { channel: 'booking_com', weight: 28 },
  { channel: 'expedia', weight: 15 },
  { channel: 'gds', weight: 8 },
] as const

const STAY_LENGTH_TABLE = weightedTable(
  STAY_LENGTHS.map((entry) => entry.nights),
  (nights) => STAY_LENGTHS.find((entry) => entry.nights === nights)!.weight,
)
const CHANNEL_TABLE = weightedTable(
  CHANNELS.map((entry) => entry.channel),
  (channel) => CHANNELS.find((entry) => entry.channel === channel)!.weight,
)
const RATE_PLAN_TABLE = weightedTable(Object.keys(RATE_PLANS), (code) => (code === 'BAR' ? 5 : code === 'CORP' ? 1 : 2))
const ADULTS_TABLE = weightedTable([1, 2, 3, 4], (adults) => [40, 50, 7, 3][adults - 1]!)

const SPECIAL_REQUESTS = [
  'Extra pillows, please.',
  'Late arrival, around 23:00.',
  'Quiet room away from the elevator.',
  'Baby cot in the room.',
  'Early check-in if possible.',
  'Celebrating a birthday.',
  'Two keys, please.',
  'Parking space for one car.',
]

/** Share of room-nights sold, by how far a night is from the business date: full now, thinner far ahead. */
function bookingProbability(dayOffset: number, occupancy: 'normal' | 'sold-out'): number {
  if (occupancy === 'sold-out' && dayOffset <= 2) return 1
  if (dayOffset <= 3) return 0.45
  return Math.max(0.03, 0.45 * Math.exp(-(dayOffset - 3) / 25))
}

export interface ReservationFactoryContext {
  random: SeededRandom
  businessDate: string
  guests: readonly Guest[]
  usedConfirmationNumbers: Set<string>
  occupancy: 'normal' | 'sold-out'
  /** The stays' amounts, one object per distinct amount. */
  amounts: Map<number, Reservation['totalAmount']>
}

/**
 * Builds the stays of a hotel relative to its business date B: for every room a sequence of
 * non-overlapping stays from B-60 to B+90, with statuses that follow from their dates (checked out
 * before B, in house across B, due out and arriving on B, confirmed after), then cancelled and
 * no-show bookings on top, which hold no room.
 */
export function buildReservations(context: ReservationFactoryContext, rooms: readonly Room[]): Reservation[] {
  const { random, businessDate } = context
  const b = toEpochDay(businessDate)
  const reservations: Reservation[] = []
  for (const room of rooms) {
    let day = b - HISTORY_DAYS - random.int(0, 3)
    while (day < b + HORIZON_DAYS) {
      if (!random.chance(bookingProbability(day - b, context.occupancy))) {
        day += 1
        continue
      }
      const nights = random.weighted(STAY_LENGTH_TABLE)
      reservations.push(buildStay(context, room.roomType, room.roomNumber, day, day + nights, b))
      day += nights
    }
  }
  const roomStays = reservations.length
  const lost = Math.round(roomStays * 0.11)
  for (let i = 0; i < lost; i++) {
    const room = random.pick(rooms)
    const nights = random.weighted(STAY_LENGTH_TABLE)
    const noShow = random.chance(0.3)
    const arrival = noShow ? b - random.int(1, HISTORY_DAYS) : b + random.int(-HISTORY_DAYS, HORIZON_DAYS - 1)
    reservations.push(buildStay(context, room.roomType, null, arrival, arrival + nights, b, noShow ? 'no_show' : 'cancelled'))
  }
  return reservations
}

/**
 * One object per distinct amount: a few hundred prices cover a large hotel's 300,000 stays, and
 * records are never changed in place, so they can share them.
 */
function amountOf(context: ReservationFactoryContext, amount: number): Reservation['totalAmount'] {
  let money = context.amounts.get(amount)
  if (!money) context.amounts.set(amount, (money = { amount, currency: HOTEL_CURRENCY }))
  return money
}

/**
 * A stay is booked for a guest whose profile exists: a profile drawn as created later than one of
 * its stays was booked is created with that booking instead (and, never updated, updated then too).
 * The guests are the generator's own new objects, not stored yet.
 */
function profileBefore(guest: Guest, bookedAt: string): void {
  if (guest.createdAt <= bookedAt) return
  const profile = guest as { createdAt: string; updatedAt: string }
  if (profile.updatedAt === profile.createdAt) profile.updatedAt = bookedAt
  profile.createdAt = bookedAt
}

function buildStay(
  context: ReservationFactoryContext,
  roomType: RoomType,
  roomNumber: string | null,
  arrivalDay: number,
  departureDay: number,
  b: number,
  lostAs?: 'cancelled' | 'no_show',
): Reservation {
  const { random } = context
  const arrivalDate = fromEpochDay(arrivalDay)
  const departureDate = fromEpochDay(departureDay)
  const channel = random.weighted(CHANNEL_TABLE)
  const ratePlanCode = channel === 'gds' ? 'CORP' : random.weighted(RATE_PLAN_TABLE)
  const capacity = ROOM_CAPACITY[roomType]
  const adults = Math.min(random.weighted(ADULTS_TABLE), Math.min(4, capacity))
  const children = Math.min(random.chance(0.2) ? random.int(1, 2) : 0, capacity - adults)

  // Booked between 0 and 120 days ahead. The seeded hotel is the one the night audit hands over
  // as B begins: nothing was booked, checked in or out on B yet, so every seeded timestamp is
  // before B and any write sorts after them (docs/decisions/0400-seeded-time-ends-before-the-business-date.md).
  const leadDays = channel === 'walk_in' ? 0 : random.int(0, 120)
  const createdDay = Math.min(arrivalDay - leadDays, b - 1)
  const createdAt = timestampOn(fromEpochDay(createdDay), random.int(6 * 3600, 23 * 3600))

  let status: Reservation['status']
  let assignedRoom = roomNumber
  let checkedInAt: string | null = null
  let checkedOutAt: string | null = null
  let cancelledAt: string | null = null
  if (lostAs === 'cancelled') {
    status = 'cancelled'
    const cancelDay = Math.min(createdDay + random.int(0, Math.max(0, arrivalDay - createdDay)), b - 1)
    cancelledAt = timestampOn(fromEpochDay(cancelDay), random.int(7 * 3600, 22 * 3600))
    if (cancelledAt < createdAt) cancelledAt = createdAt
  } else if (lostAs === 'no_show') {
    status = 'no_show'
  } else if (departureDay < b) {
    status = 'checked_out'
  } else if (arrivalDay < b) {
    status = 'in_house'
  } else {
    status = 'confirmed'
    // Rooms are assigned a week ahead; later bookings wait for the room plan.
    if (arrivalDay > b + 7) assignedRoom = null
  }
  if (status === 'in_house' || status === 'checked_out') {
    checkedInAt = timestampOn(arrivalDate, random.int(14 * 3600, 23 * 3600))
    if (checkedInAt < createdAt) checkedInAt = createdAt
  }
  if (status === 'checked_out') {
    checkedOutAt = timestampOn(departureDate, random.int(6 * 3600, 11 * 3600))
  }
  const updatedAt = [createdAt, checkedInAt, checkedOutAt, cancelledAt].reduce<string>(
    (latest, stamp) => (stamp !== null && stamp > latest ? stamp : latest),
    createdAt,
  )

  let confirmationNumber: string
  do confirmationNumber = random.code(8)
  while (context.usedConfirmationNumbers.has(confirmationNumber))
  context.usedConfirmationNumbers.add(confirmationNumber)

  const id = random.uuid()
  const guest = random.pick(context.guests)
  profileBefore(guest, createdAt)
  return {
    id,
    confirmationNumber,
    guestId: guest.id,
    status,
    arrivalDate,
    departureDate,
    roomType,
    roomNumber: status === 'cancelled' || status === 'no_show' ? null : assignedRoom,
    adults,
    children,
    ratePlanCode,
    totalAmount: amountOf(context, stayAmount(roomType, ratePlanCode, departureDay - arrivalDay)),
    channel,
    specialRequests: random.chance(0.2) ? random.pick(SPECIAL_REQUESTS) : null,
    checkedInAt,
    checkedOutAt,
    cancelledAt,
    createdAt,
    updatedAt,
  }
}

