import type { components } from '../generated/openapi.js'

/** A guest as the API returns it (generated from the spec). */
export type Guest = components['schemas']['Guest']
/** The writable fields of a guest, as Create and Update take them. */
export type GuestInput = components['schemas']['GuestInput']
/** A reservation as stored; `guest` is only ever added to a response by `include=guest`. */
export type Reservation = Omit<components['schemas']['Reservation'], 'guest'>
export type ReservationStatus = Reservation['status']
export type RoomType = Reservation['roomType']
export type StatusFilter = 'arrivals' | 'departures' | 'in_house' | 'upcoming'

/** A room of the hotel. */
export interface Room {
  roomNumber: string
  floor: number
  roomType: RoomType
}
