import type { MockRequest } from 'guest-reservation-mock'
import { describe, expect, it } from 'vitest'
import { notePassed, specSchemas, tookPassed } from '../../src/spec/ajv.js'
import { checkSpecValue } from '../../src/db/record-schema.js'
import { countingValidators } from '../support/counting-validators.js'

/**
 * A request body the API validated is not validated again by the database method it is handed
 * to (`notePassed` / `tookPassed`, docs/decisions/0335-standalone-writes-lighter.md); anything
 * else is.
 */
const VALID = { firstName: 'Ada', lastName: 'Lovelace' }

describe('a note that a validator passed a body', () => {
  it('is taken once, and only for the validator that passed it', () => {
    const guestInput = specSchemas().component('GuestInput')
    const body = { ...VALID }
    notePassed(body, guestInput)
    expect(tookPassed(body, specSchemas().component('Guest'))).toBe(false)
    // The wrong validator used the note up.
    expect(tookPassed(body, guestInput)).toBe(false)
    notePassed(body, guestInput)
    expect(tookPassed(body, guestInput)).toBe(true)
    expect(tookPassed(body, guestInput)).toBe(false)
    expect(tookPassed({ ...VALID }, guestInput)).toBe(false)
  })

  it('lets checkSpecValue skip the body it names, once, and checks everything else', () => {
    const guestInput = specSchemas().component('GuestInput')
    // Noted as passed though it is not valid: proof that the noted check is the one skipped.
    const noted = { lastName: 'Lovelace' }
    notePassed(noted, guestInput)
    expect(() => checkSpecValue('GuestInput', noted)).not.toThrow()
    expect(() => checkSpecValue('GuestInput', noted)).toThrow(/firstName|GuestInput/)
    expect(() => checkSpecValue('GuestInput', { lastName: 'Lovelace' })).toThrow(/GuestInput/)
    // Noted by another schema's validator: checked as GuestInput all the same.
    const other = { lastName: 'Lovelace' }
    notePassed(other, specSchemas().component('Guest'))
    expect(() => checkSpecValue('GuestInput', other)).toThrow(/GuestInput/)
  })

  it('is what a served PUT and POST rely on: each body is validated once, and a bad one still gets 422', async () => {
    // A fresh module graph whose GuestInput validator counts its runs: every lookup of it (the
    // body's, the database's) finds the counting one, as no lookup has been made in this graph yet.
    const { GuestInput: runsOf, modules } = await countingValidators('GuestInput')
    const { createDatabase: freshDatabase, createRouter: freshRouter } = modules
    const db = await freshDatabase({ seed: 7, businessDate: '2026-11-22' })
    const route = freshRouter(db)
    const id = db.snapshot().guests[0]!.id
    const request = (method: string, path: string, body: unknown): MockRequest => ({
      method,
      url: new URL(path, 'http://hotel.test'),
      header: (name) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
      text: async () => JSON.stringify(body),
    })
    expect((await route(request('PUT', `/api/guests/${id}`, { ...VALID, email: 'ada.put@example.test' })))?.status).toBe(200)
    expect(runsOf()).toBe(1)
    expect((await route(request('POST', '/api/guests', { ...VALID, email: 'ada.post@example.test' })))?.status).toBe(201)
    expect(runsOf()).toBe(2)
    expect((await route(request('PUT', `/api/guests/${id}`, { lastName: 'Lovelace' })))?.status).toBe(422)
    expect(db.getGuest(id)?.email).toBe('ada.put@example.test')
    // The database's own methods, given a body nobody checked, check it.
    const before = runsOf()
    await expect(db.replaceGuest(id, { lastName: 'Lovelace' } as never)).rejects.toThrow(/GuestInput/)
    await expect(db.createGuest({ ...VALID, email: 'ada.db@example.test' })).resolves.toMatchObject({ email: 'ada.db@example.test' })
    expect(runsOf() - before).toBe(2)
    expect(db.getGuest(id)?.email).toBe('ada.put@example.test')
  })
})
