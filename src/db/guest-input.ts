import type { Guest, GuestInput } from './types.js'

/** A complete guest from a `GuestInput`: what PUT and POST store. Fields left out become null or their default. */
export function toGuest(input: GuestInput, id: string, createdAt: string, updatedAt: string): Guest {
  return {
    id,
    firstName: input.firstName,
    lastName: input.lastName,
    title: input.title ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    address: input.address
      ? {
          line1: input.address.line1,
          line2: input.address.line2 ?? null,
          city: input.address.city,
          postalCode: input.address.postalCode ?? null,
          region: input.address.region ?? null,
          countryCode: input.address.countryCode,
        }
      : null,
    nationality: input.nationality ?? null,
    dateOfBirth: input.dateOfBirth ?? null,
    language: input.language ?? null,
    loyalty: input.loyalty ? { program: input.loyalty.program, number: input.loyalty.number, tier: input.loyalty.tier } : null,
    vip: input.vip ?? false,
    preferences: [...(input.preferences ?? [])],
    notes: input.notes ?? null,
    marketingOptIn: input.marketingOptIn ?? false,
    createdAt,
    updatedAt,
  }
}
