import { Collection } from '@msw/data'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import { withClonesOfThisRealm } from './realm-clones.js'

/**
 * A record put at the front of a collection's array while the library's `update` looks for its
 * place there, and put back afterwards (docs/decisions/0015-updated-record-at-the-front.md).
 *
 * `records` is the library's own array of the records (what `@msw/data`'s `all()` returns); `at` is
 * where `record` stands in it.
 * `move()` exchanges `record` with the first record; `settle()` exchanges them back, putting
 * whatever now stands at the front (the record, or the next version the library wrote where it
 * found the record) back at `at`. Each call does nothing when there is nothing to do, so either
 * may be called any number of times.
 */
export class FrontSwap<R> {
  #occupant: R | undefined
  #moved = false

  constructor(
    readonly records: R[],
    readonly at: number,
    readonly record: R,
  ) {}

  /** Puts the record first, if it still stands at `at`. */
  move(): void {
    const { records, at, record } = this
    if (this.#moved || at <= 0 || records[at] !== record) return
    this.#occupant = records[0]
    records[0] = record
    records[at] = this.#occupant!
    this.#moved = true
  }

  /** Puts the two records back in their places: the array is in its true order again. */
  settle(): void {
    if (!this.#moved) return
    this.#moved = false
    const { records, at } = this
    const front = records[0]!
    records[0] = this.#occupant!
    records[at] = front
    this.#occupant = undefined
  }
}

interface Probe {
  id: string
  version: number
}

/**
 * A check of the installed library, run once per realm: its answer once known, else the promise
 * of it (the first call starts the check; a check that throws answers false).
 */
function checkedOnce(check: () => Promise<boolean>): () => boolean | Promise<boolean> {
  let verdict: boolean | undefined
  let checking: Promise<boolean> | undefined
  return () =>
    verdict ??
    (checking ??= check().then(
      (works) => (verdict = works),
      () => (verdict = false),
    ))
}

/**
 * True when the installed `@msw/data` does what `FrontSwap` relies on: `all()` is the very array of
 * its records, and `update` writes the next version where it finds the record after the schema
 * check of that version, which is when `move()` runs. Checked once, on a collection of three
 * records of its own, through the library's public API; with any other library, updates scan as
 * they always did.
 */
export const frontSwapWorks = checkedOnce(() => probeFrontSwap(Collection))

/**
 * The check behind `frontSwapWorks`, on a collection made by `CollectionClass` (the library's
 * `Collection`; a test gives others). Exported for tests.
 */
export async function probeFrontSwap(CollectionClass: typeof Collection): Promise<boolean> {
  let swap: FrontSwap<Probe> | undefined
  const schema: StandardSchemaV1<Probe, Probe> = {
    '~standard': {
      version: 1,
      vendor: 'guest-reservation-mock',
      validate(value) {
        swap?.move()
        return { value: value as Probe }
      },
    },
  }
  const collection = new CollectionClass({ schema })
  const [first, second, third] = await collection.createMany(3, (index) => ({ id: String(index), version: 0 }))
  const records = collection.all()
  if (records !== collection.all() || records[2] !== third) return false
  swap = new FrontSwap(records, 2, third!)
  let next
  try {
    next = await withClonesOfThisRealm(() =>
      collection.update(third!, {
        data: (draft) => {
          draft.version = 1
        },
      }),
    )
  } finally {
    swap.settle()
  }
  const after = collection.all()
  return (
    after === records &&
    after.length === 3 &&
    after[0] === first &&
    after[1] === second &&
    after[2] === next &&
    next?.version === 1 &&
    collection.findFirst((q) => q.where({ id: '2' })) === next
  )
}

/**
 * Moves the record at `at` in `records` (the library's array) to the front, each record before it
 * one place on: the others keep their order, so once the library's `delete` has taken the record
 * from the front, where its scan finds it at once, the array is in its true order
 * (docs/decisions/0018-deleted-record-at-the-front.md).
 */
export function rotateToFront<R>(records: R[], at: number): void {
  // Two moves of the entries as blocks; `copyWithin` moves them one by one, some 40 times slower.
  const [record] = records.splice(at, 1)
  records.unshift(record!)
}

/** Undoes `rotateToFront(records, at)`: for a record the library did not delete after all. */
export function rotateBack<R>(records: R[], at: number): void {
  const record = records.shift()!
  records.splice(at, 0, record)
}

/**
 * True when the installed `@msw/data` does what a delete from the front relies on: `all()` is the
 * very array of its records, and `delete` by record takes the record from where its scan finds it,
 * leaving the others in their order. Checked once, on a collection of four records of its own,
 * through the library's public API; until the answer is in, and with any other library, deletes
 * scan as they always did.
 */
export const frontDeleteWorks = checkedOnce(() => probeFrontDelete(Collection))

/**
 * The check behind `frontDeleteWorks`, on a collection made by `CollectionClass` (the library's
 * `Collection`; a test gives others). Exported for tests.
 */
export async function probeFrontDelete(CollectionClass: typeof Collection): Promise<boolean> {
  const schema: StandardSchemaV1<Probe, Probe> = {
    '~standard': { version: 1, vendor: 'guest-reservation-mock', validate: (value) => ({ value: value as Probe }) },
  }
  const collection = new CollectionClass({ schema })
  const [first, second, third, fourth] = await collection.createMany(4, (index) => ({ id: String(index), version: 0 }))
  const records = collection.all()
  if (records !== collection.all() || records[2] !== third) return false
  rotateToFront(records, 2)
  const deleted = collection.delete(third!)
  const after = collection.all()
  return (
    deleted === third &&
    after === records &&
    after.length === 3 &&
    after[0] === first &&
    after[1] === second &&
    after[2] === fourth &&
    collection.findFirst((q) => q.where({ id: '2' })) === undefined
  )
}
