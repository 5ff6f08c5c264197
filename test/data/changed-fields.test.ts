import { createDatabase, createRouter, type MockRequest } from 'guest-reservation-mock'
import { describe, expect, it } from 'vitest'

/**
 * A PUT writes into the library's draft only the fields whose value changed
 * (docs/decisions/0336-only-changed-fields-written.md): `update` hooks hear of exactly those, and
 * the stored guest is the whole replacement either way.
 */
describe('a replacement of a guest', () => {
  it('reports to update hooks only the fields that changed, nested ones included, and stores the whole replacement', async () => {
    const db = await createDatabase({ seed: 1, businessDate: '2026-11-22' })
    const guest = db.snapshot().guests.find((candidate) => candidate.address && candidate.loyalty && candidate.preferences.length > 0)!
    const { id, createdAt: _c, updatedAt: _u, ...input } = guest
    const paths: string[] = []
    db.guests.hooks.on('update', (event) => void paths.push(event.data.path.join('.')))

    await db.replaceGuest(id, { ...input, notes: 'quiet room' })
    expect(paths.sort()).toEqual(['notes', 'updatedAt'])

    paths.length = 0
    const moved = { ...input.address!, city: 'Elsewhere' }
    const stored = await db.replaceGuest(id, { ...input, notes: 'quiet room', address: moved, preferences: [...input.preferences, 'late-checkout'] })
    expect(paths.sort()).toEqual(['address', 'preferences', 'updatedAt'])
    expect(stored.address).toEqual(moved)
    expect(stored.preferences).toEqual([...input.preferences, 'late-checkout'])
    expect(db.getGuest(id)).toBe(stored)

    // Fields left out of a PUT become null or their default: each of those is a change too.
    paths.length = 0
    const bare = await db.replaceGuest(id, { firstName: guest.firstName, lastName: guest.lastName })
    const changed = Object.keys(bare).filter((key) => JSON.stringify(stored[key as keyof typeof stored]) !== JSON.stringify(bare[key as keyof typeof bare]))
    expect(changed).toContain('loyalty')
    expect(paths.sort()).toEqual(changed.sort())
    expect(bare).toMatchObject({ address: null, loyalty: null, preferences: [], notes: null, email: null })
  })

  it('answers a PUT with the same data as before but for updatedAt', async () => {
    const db = await createDatabase({ seed: 1, businessDate: '2026-11-22' })
    const route = createRouter(db)
    const guest = db.snapshot().guests.find((candidate) => candidate.address && candidate.loyalty)!
    const { id, createdAt, updatedAt, ...input } = guest
    const request: MockRequest = {
      method: 'PUT',
      url: new URL(`/api/guests/${id}`, 'http://hotel.test'),
      header: (name) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
      text: async () => JSON.stringify(input),
    }
    const response = await route(request)
    expect(response?.status).toBe(200)
    const body = JSON.parse(response!.body!) as typeof guest
    expect(body.updatedAt > updatedAt).toBe(true)
    expect({ ...body, updatedAt }).toEqual({ ...guest, createdAt })
  })
})

describe('a replacement of a guest whose nested fields list their keys in another order', () => {
  it('stores them in the order a PUT writes, as the whole replacement did', async () => {
    const db = await createDatabase({ seed: 1, businessDate: '2026-11-22' })
    const guest = db.snapshot().guests.find((candidate) => candidate.address && candidate.loyalty)!
    const { id, createdAt: _c, updatedAt: _u, ...input } = guest
    // The same address, its keys reversed, written straight through the collection.
    const reversed = Object.fromEntries(Object.entries(guest.address!).reverse())
    await db.guests.update(db.getGuest(id)! as never, { data: (draft) => void ((draft as { address: unknown }).address = reversed) })
    expect(Object.keys(db.getGuest(id)!.address!)).toEqual(Object.keys(reversed))
    const stored = await db.replaceGuest(id, input)
    expect(Object.keys(stored.address!)).toEqual(Object.keys(guest.address!))
  })
})
