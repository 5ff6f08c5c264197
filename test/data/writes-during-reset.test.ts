import { createDatabase, FIXTURE_IDS, type HotelDatabase } from 'guest-reservation-mock'
import { describe, expect, test } from 'vitest'

/**
 * A reset writes through the collections as the store itself, without checks. A write someone
 * else starts while it runs is theirs: checked as always, and undone by the next reset.
 */
const BUSINESS_DATE = '2026-11-22'
const ADA = FIXTURE_IDS.guests.adaLovelace

async function databaseWithWrites(): Promise<HotelDatabase> {
  const db = await createDatabase({ seed: 7, businessDate: BUSINESS_DATE, scenario: 'small' })
  await db.reset()
  // Writes that the next reset puts back, so that it writes in several steps.
  for (const guest of db.guests.all().slice(1, 4)) await db.guests.update(guest, { data: (draft) => void (draft.notes = 'to be undone') })
  return db
}

const byId = (db: HotelDatabase, id: string) => db.guests.findFirst((q) => q.where({ id }))!

/** Starts `write` after `ticks` microtasks, beside a reset started at once. */
async function duringReset<R>(db: HotelDatabase, ticks: number, write: () => R | Promise<R>) {
  const reset = db.reset()
  const written = (async () => {
    for (let tick = 0; tick < ticks; tick++) await null
    return write()
  })()
  const [resetResult, writeResult] = await Promise.allSettled([reset, written])
  expect(resetResult.status).toBe('fulfilled')
  return writeResult
}

describe('writes made while a reset runs', () => {
  test.each([0, 1, 2, 3, 5, 8, 13])('an invalid update started after %i microtasks is refused and changes nothing', async (ticks) => {
    const db = await databaseWithWrites()
    const victim = db.guests.all()[8]!
    const result = await duringReset(db, ticks, () => db.guests.update(byId(db, victim.id), { data: (draft) => void (draft.email = 'not-an-email') }))
    expect(result.status).toBe('rejected')
    expect(byId(db, victim.id).email).toBe(victim.email)
  })

  test.each([0, 2, 5, 9])('a valid update started after %i microtasks stays until the next reset, which undoes it', async (ticks) => {
    const db = await databaseWithWrites()
    await db.reset()
    const start = JSON.stringify(db.snapshot())
    for (const guest of db.guests.all().slice(1, 4)) await db.guests.update(guest, { data: (draft) => void (draft.notes = 'to be undone') })
    const victim = db.guests.all()[8]!
    const result = await duringReset(db, ticks, () => db.guests.update(byId(db, victim.id), { data: (draft) => void (draft.notes = 'written during the reset') }))
    expect(result.status).toBe('fulfilled')
    expect(byId(db, victim.id).notes).toBe('written during the reset')
    await db.reset()
    expect(JSON.stringify(db.snapshot())).toBe(start)
  })

  test.each([0, 2, 5, 9])('deleting a guest who has stays, %i microtasks in, is refused', async (ticks) => {
    const db = await databaseWithWrites()
    const result = await duringReset(db, ticks, () => db.guests.delete(byId(db, ADA)))
    expect(result.status).toBe('rejected')
    expect(db.getGuest(ADA)).toBeDefined()
  })

  test('a create while a reset reloads the hotel is checked: a used email is refused', async () => {
    const db = await createDatabase({ seed: 7, businessDate: BUSINESS_DATE, scenario: 'small' })
    // After a restore, a reset reloads the whole hotel, in chunks, awaiting between them.
    await db.restore(db.snapshot())
    const taken = byId(db, ADA)
    for (const ticks of [1, 2, 3, 5, 8]) {
      const result = await duringReset(db, ticks, () => db.guests.create({ ...taken, id: crypto.randomUUID() }))
      expect(result.status).toBe('rejected')
      expect(db.guests.findMany((q) => q.where({ email: taken.email })).length).toBe(1)
      await db.restore(db.snapshot())
    }
  })
})
