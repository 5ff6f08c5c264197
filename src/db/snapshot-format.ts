import type { Guest, Reservation } from './types.js'

/** The format tag of exported snapshots. */
export const SNAPSHOT_FORMAT = 'guest-reservation-mock/snapshot@1'

/** A whole database as JSON: what `GET /__mock/snapshot` exports and `PUT` imports. */
export interface Snapshot {
  format: typeof SNAPSHOT_FORMAT
  businessDate: string
  guests: Guest[]
  reservations: Reservation[]
}

/** The data a database holds: what a snapshot carries and a reset returns to. */
export interface HotelSnapshotData {
  businessDate: string
  guests: readonly Guest[]
  reservations: readonly Reservation[]
}
