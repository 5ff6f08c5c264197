import type { Guest, HotelDatabase } from 'guest-reservation-mock'
import { afterEach, describe, expect, it } from 'vitest'

/** What the suite needs of a runtime: its database handle, and `fetch` against its base URL. */
export interface StoreTarget {
  db: HotelDatabase
  base: string
  reset(): Promise<void>
}

function guestRecord(overrides: Partial<Guest> = {}): Guest {
  const stamp = '2026-11-21T09:30:00.000Z'
  return {
    id: crypto.randomUUID(),
    firstName: 'Hedy',
    lastName: 'Lamarr',
    title: 'ms',
    email: `hedy-${crypto.randomUUID()}@example.com`,
    phone: null,
    address: null,
    nationality: 'AT',
    dateOfBirth: null,
    language: null,
    loyalty: null,
    vip: true,
    preferences: [],
    notes: null,
    marketingOptIn: false,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  }
}

/**
 * The database handle a runtime hands out is the store the API serves: data arranged through
 * `db.guests` (the `@msw/data` calls every MSW user knows) is what `fetch` gets, and what the API
 * writes is what the collection holds.
 */
export function describeStoreOfRecord(runtime: string, target: () => StoreTarget): void {
  describe(`${runtime}: mock.db is the store the API serves`, () => {
    afterEach(() => target().reset())

    it('serves a guest created, updated and deleted through db.guests', async () => {
      const { db, base } = target()
      const guest = guestRecord()
      await db.guests.create(guest)
      const created = await fetch(`${base}/api/guests/${guest.id}`)
      expect(created.status).toBe(200)
      expect(await created.json()).toEqual(guest)
      const search = await fetch(`${base}/api/guests/search?email=${encodeURIComponent(guest.email!)}`)
      expect(((await search.json()) as { data: Guest[] }).data).toEqual([guest])

      await db.guests.update((q) => q.where({ id: guest.id }), { data: (draft) => void (draft.lastName = 'Markey') })
      expect(((await (await fetch(`${base}/api/guests/${guest.id}`)).json()) as Guest).lastName).toBe('Markey')

      db.guests.delete((q) => q.where({ id: guest.id }))
      expect((await fetch(`${base}/api/guests/${guest.id}`)).status).toBe(404)
    })

    it('holds in db.guests what the API writes', async () => {
      const { db, base } = target()
      const created = await fetch(`${base}/api/guests`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@example.com' }),
      })
      expect(created.status).toBe(201)
      const guest = (await created.json()) as Guest
      expect(db.guests.findFirst((q) => q.where({ id: guest.id }))).toEqual(guest)
      const replaced = await fetch(`${base}/api/guests/${guest.id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ firstName: 'Katherine', lastName: 'Goble' }),
      })
      expect(replaced.status).toBe(200)
      expect(db.guests.findFirst((q) => q.where({ id: guest.id }))).toEqual(await replaced.json())
    })

    it('answers a write through db.guests that breaks a rule with a clear error, and serves nothing of it', async () => {
      const { db, base } = target()
      const taken = db.guests.findFirst((q) => q.where({ email: (email: string | null) => email !== null }))!
      const clash = guestRecord({ email: taken.email })
      await expect(db.guests.create(clash)).rejects.toThrow(/already uses the email/)
      expect((await fetch(`${base}/api/guests/${clash.id}`)).status).toBe(404)
    })
  })
}
