import { nameCollationKey } from '../spec/collation.js'
import { guestSortKey, phoneDigits, type GuestIndex } from './guest-index.js'
import type { SearchEntry } from './guest-text-index.js'
import { toPage, type Page, type Paging } from './paging.js'
import type { Guest } from './types.js'

/** Search criteria of Search Guests; every given criterion must hold (AND). */
export interface GuestSearch {
  q?: string
  email?: string
  phone?: string
  lastName?: string
  loyaltyNumber?: string
  vip?: boolean
}

/**
 * Guests matching every given criterion, ordered like List Guests. `q` and `lastName` compare
 * under the names' one collation: case and accents ignored (docs/decisions/0506-one-collation.md). Exact criteria (email, loyalty
 * number, phone digits) are answered from the index and leave a few guests to test; otherwise the
 * text index finds `q`, and the rest filter what it finds.
 */
export function searchGuests(index: GuestIndex, criteria: GuestSearch, paging: Paging): Page<Guest> {
  const predicates: Array<(entry: SearchEntry) => boolean> = []
  let candidates: Set<string> | undefined
  const narrow = (ids: Iterable<string>) => {
    const found = new Set(ids)
    candidates = candidates ? new Set([...candidates].filter((id) => found.has(id))) : found
  }
  if (criteria.email !== undefined) {
    const id = index.idByEmail(criteria.email)
    narrow(id ? [id] : [])
  }
  if (criteria.loyaltyNumber !== undefined) narrow(index.idsByLoyaltyNumber(criteria.loyaltyNumber))
  if (criteria.phone !== undefined) narrow(index.idsByPhoneDigits(phoneDigits(criteria.phone)))
  if (criteria.lastName !== undefined) {
    const prefix = nameCollationKey(criteria.lastName)
    predicates.push((entry) => entry.lastName.startsWith(prefix))
  }
  if (criteria.vip !== undefined) {
    const vip = criteria.vip
    predicates.push((entry) => entry.guest.vip === vip)
  }
  if (criteria.q !== undefined) {
    const needle = nameCollationKey(criteria.q)
    if (!candidates) {
      const accept = predicates.length === 0 ? undefined : (entry: SearchEntry) => predicates.every((test) => test(entry))
      return index.findText(needle, accept, paging)
    }
    predicates.push((entry) => entry.text.includes(needle))
  }
  const pool: readonly SearchEntry[] = candidates
    ? [...candidates]
        .map((id) => index.entry(id)!)
        .map((entry) => [guestSortKey(entry.guest, 'lastName'), entry] as const)
        .sort((a, b) => (a[0] < b[0] ? -1 : 1))
        .map(([, entry]) => entry)
    : index.searchable()
  const matches = predicates.length === 0 ? pool : pool.filter((entry) => predicates.every((test) => test(entry)))
  return toPage({ total: matches.length, slice: (offset, count) => matches.slice(offset, offset + count).map((entry) => entry.guest) }, paging)
}
