import createClient from 'openapi-fetch'
import type { paths } from 'guest-reservation-mock'
import { startServer } from 'guest-reservation-mock/server'
import { afterAll, describe, expect, it } from 'vitest'

// A consumer's view: a typed client generated from the spec (openapi-fetch over the generated
// `paths`) against the running server. It compiles only if the spec gives consumers usable types
// (required fields present, no `| undefined` everywhere); it passes only if the mock serves them.
const mock = await startServer({ port: 0, seed: 2, businessDate: '2026-11-22' })
afterAll(() => mock.close())
const client = createClient<paths>({ baseUrl: mock.url })

describe('a typed client generated from the spec', () => {
  it('pages through guests and reads one', async () => {
    const { data, response } = await client.GET('/api/guests', { params: { query: { page: 2, pageSize: 5, sort: '-createdAt' } } })
    expect(response.status).toBe(200)
    const first = data!.data[0]!
    expect(data!.page).toBe(2)
    const { data: guest } = await client.GET('/api/guests/{id}', { params: { path: { id: first.id } } })
    expect(guest!.lastName).toBe(first.lastName)
  })

  it('creates and replaces a guest, and sees the problem document of a conflict', async () => {
    const { data: created, response } = await client.POST('/api/guests', {
      body: { firstName: 'Typed', lastName: 'Client', email: 'typed.client@test.example.com', preferences: ['quiet-room'] },
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('location')).toContain(created!.id)
    const { data: replaced } = await client.PUT('/api/guests/{id}', { params: { path: { id: created!.id } }, body: { firstName: 'Typed', lastName: 'Again' } })
    expect(replaced!.preferences).toEqual([])
    // The PUT left the email out, so it became null and the address is free for another guest.
    const { error, response: reused } = await client.POST('/api/guests', { body: { firstName: 'X', lastName: 'Y', email: 'TYPED.client@test.example.com' } })
    expect(reused.status).toBe(201)
    expect(error).toBeUndefined()
    const { error: duplicate } = await client.PUT('/api/guests/{id}', {
      params: { path: { id: replaced!.id } },
      body: { firstName: 'Z', lastName: 'Z', email: 'typed.client@test.example.com' },
    })
    expect(duplicate!.status).toBe(409)
    expect(duplicate!.errors?.[0]?.pointer).toBe('/email')
  })

  it('reads today’s arrivals with their guests', async () => {
    const { data } = await client.GET('/api/reservations', { params: { query: { status: 'arrivals', include: 'guest' } } })
    const arrival = data!.data[0]!
    expect(arrival.arrivalDate).toBe('2026-11-22')
    expect(arrival.guest?.id).toBe(arrival.guestId)
    const { data: one } = await client.GET('/api/reservations/{id}', { params: { path: { id: arrival.id } } })
    expect(one!.confirmationNumber).toBe(arrival.confirmationNumber)
  })
})
