import { sameJson } from './same-json.js'
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

/**
 * Writes into `draft` (the library's draft of `previous`) every field of `next` whose value differs
 * from `previous`'s, compared as JSON: the draft then holds the next version, and the library's
 * `update` tracks, reports and copies only what changed. `toGuest` makes new `address`, `loyalty`
 * and `preferences` objects on every write; assigned as they are, each would count as a change
 * of that field even when it holds the same data (docs/decisions/0336-only-changed-fields-written.md).
 */
export function writeChanged(draft: Record<string, unknown>, previous: Guest, next: Guest): void {
  for (const key of Object.keys(next) as (keyof Guest)[]) {
    const value = next[key]
    // Most fields are strings, numbers or null, and most keep their value.
    if (value !== previous[key] && (typeof value !== 'object' || !sameJson(previous[key], value))) draft[key] = value
  }
}
