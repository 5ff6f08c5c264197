import { HotelDatabase, type DatabaseOrigin } from '../db/database.js'
import type { HotelSnapshotData } from '../db/snapshot-format.js'

/**
 * The state a hotel started in, kept once, from which more hotels of the same kind are made: a
 * session of the standalone server, a `test.concurrent` case, a Playwright page. Each copy is a
 * full `HotelDatabase` (the same store, rules and indexes), loaded from the kept start data
 * rather than generated again from the seed (docs/decisions/0600-sessions-over-the-store.md).
 *
 * @example
 * const template = HotelTemplate.of(db)
 * const other = await template.create() // same data and business date as db had; its own writes
 */
export class HotelTemplate {
  private constructor(
    readonly data: Readonly<HotelSnapshotData>,
    readonly origin: DatabaseOrigin,
  ) {}

  /**
   * The template of `db` as it is now. It keeps the records `db` holds, not copies: a record is
   * never changed in place (every write stores a new object, decision 0011), so later writes to
   * `db` leave the template as it was.
   */
  static of(db: HotelDatabase): HotelTemplate {
    return new HotelTemplate({ businessDate: db.businessDate, guests: db.guests.all(), reservations: db.reservations.all() }, db.origin)
  }

  /** A new database holding the start state; its reset returns there. */
  create(): Promise<HotelDatabase> {
    return HotelDatabase.fromData(this.#copy(), { origin: this.origin, initial: () => this.#copy() })
  }

  /**
   * The records to load. The collections copy every record they are given, so the template's
   * own objects can be handed over as they are: the copies share only strings, which never change.
   */
  #copy(): HotelSnapshotData {
    return { businessDate: this.data.businessDate, guests: this.data.guests, reservations: this.data.reservations }
  }
}
