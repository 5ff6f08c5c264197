import { nameCollationKey } from '../../spec/collation.js'
import type { CheckDefinition } from '../check.js'
import type { CheckScope, Guest } from '../context.js'
import { counted, differences, listSome } from '../semantics/compare.js'
import { checkPageWindows, walkPages } from '../semantics/paging.js'
import { expectProblem } from '../semantics/problems.js'
import { GUEST_ORDER, pageSizeLimits, reportOrder } from './guests-read.js'

/** One search to run: its query, which guests it must find, and who must be among them for sure. */
export interface SearchCase {
  query: Record<string, string | boolean>
  /** The rule the server must apply (the spec's words, as a predicate). */
  matches(guest: Guest): boolean
  /** Guests the query was built from; they must be found even when the whole list is unknown. */
  mustFind: Guest[]
}

/** Swaps the case of every letter, so a case-sensitive search finds nothing it should. */
export function swapCase(text: string): string {
  return [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('')
}

export const digits = (text: string | null | undefined): string => (text ?? '').replace(/\D/g, '')
const lower = (text: string | null | undefined): string => (text ?? '').toLowerCase()

/** What `q` looks through (first, last and full name, email, phone and loyalty number), ignoring case and accents as the names' collation does. */
export function qMatches(guest: Guest, q: string): boolean {
  const needle = nameCollationKey(q)
  return [guest.firstName, guest.lastName, `${guest.firstName} ${guest.lastName}`, guest.email, guest.phone, guest.loyalty?.number].some((field) =>
    nameCollationKey(field ?? '').includes(needle),
  )
}

/** Whether `lastName` matches a `lastName` prefix under the names' collation. */
export function lastNamePrefixMatches(guest: Guest, prefix: string): boolean {
  return nameCollationKey(guest.lastName).startsWith(nameCollationKey(prefix))
}

/**
 * Runs a search to the end of its pages and compares it with the rule: every result matches
 * (nothing extra), every matching guest of the full list is there (nothing missing), results come
 * in the list's order, and each result is the same guest the list shows.
 */
export async function runSearchCase(scope: CheckScope, search: SearchCase): Promise<void> {
  const limits = pageSizeLimits(scope, 'searchGuests')
  const request = { path: '/api/guests/search', query: search.query }
  const found = await walkPages<Guest>(scope, { ...request, pageSize: limits.max, maxItems: scope.ctx.options.maxWalkItems })
  const url = scope.ctx.client.url(request.path, search.query).href
  const report = (message: string, expected?: string, actual?: string): void =>
    scope.fail({ request: { method: 'GET', url, headers: {} }, operationId: 'searchGuests', message, ...(expected ? { expected } : {}), ...(actual ? { actual } : {}) })
  const extra = found.items.filter((guest) => !search.matches(guest))
  if (extra.length > 0) {
    report(`${counted(extra.length, 'result')} ${extra.length === 1 ? 'does' : 'do'} not match the criteria`, 'only guests that match', listSome(extra.map(describe)))
  }
  const foundIds = new Set(found.items.map((guest) => guest.id))
  const all = scope.ctx.guests
  const expected = all?.complete ? all.items.filter(search.matches) : search.mustFind
  const missing = expected.filter((guest) => !foundIds.has(guest.id))
  if (found.complete && missing.length > 0) {
    report(
      `${counted(missing.length, 'matching guest')} missing from the results`,
      `${counted(expected.length, 'guest')}, among them ${listSome(missing.map(describe))}`,
      counted(found.items.length, 'guest'),
    )
  }
  reportOrder(scope, found.items, GUEST_ORDER, 'lastName, firstName, id', (g) => [g.lastName, g.firstName, g.id], request)
  if (all) {
    const byId = new Map(all.items.map((guest) => [guest.id, guest]))
    for (const guest of found.items) {
      const listed = byId.get(guest.id)
      const diff = listed ? differences(listed, guest) : []
      if (diff.length > 0) {
        report(`the result ${guest.id} differs from the same guest in List Guests at ${diff.join(', ')}`)
        break
      }
    }
  }
}

function describe(guest: Guest): string {
  return `${guest.firstName} ${guest.lastName} (${guest.id})`
}

function sampleGuests(scope: CheckScope, usable: (guest: Guest) => boolean): Guest {
  const guests = scope.ctx.guests?.items ?? []
  const candidates = guests.filter(usable)
  const guest = scope.ctx.random.pick(candidates)
  if (!guest) return scope.skip('no guest in the list has the data this search needs')
  return guest
}

const asciiName = (name: string): boolean => /^[A-Za-z]{4,}$/.test(name)

/** A name with an accent on each vowel (Muller as Müller, Adams as Ádáms), as someone might type it. */
function withAccents(name: string): string {
  const accented: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', A: 'Á', E: 'É', I: 'Í', O: 'Ö', U: 'Ü' }
  return name.replace(/[aeiouAEIOU]/g, (vowel) => accented[vowel]!)
}

function searchCheck(
  id: string,
  title: string,
  build: (scope: CheckScope) => SearchCase | Promise<SearchCase>,
  extra?: (scope: CheckScope, search: SearchCase) => Promise<void>,
  needsGuests = true,
): CheckDefinition {
  return {
    id: `searchGuests.${id}`,
    operationId: 'searchGuests',
    title,
    async run(scope) {
      if (needsGuests && (!scope.ctx.guests || scope.ctx.guests.items.length === 0)) return scope.skip('no guests were read from List Guests to search for')
      const search = await build(scope)
      await runSearchCase(scope, search)
      await extra?.(scope, search)
    },
  }
}

export const guestSearchChecks: CheckDefinition[] = [
  searchCheck('q-last-name', 'q finds a part of a last name, in any case', (scope) => {
    const guest = sampleGuests(scope, (g) => asciiName(g.lastName))
    const q = swapCase(guest.lastName.slice(1, 4))
    return { query: { q }, matches: (g) => qMatches(g, q), mustFind: [guest] }
  }),
  searchCheck('q-full-name', 'q finds a full name, in any case', (scope) => {
    const guest = sampleGuests(scope, (g) => asciiName(g.lastName) && asciiName(g.firstName))
    const q = swapCase(`${guest.firstName} ${guest.lastName}`)
    return { query: { q }, matches: (g) => qMatches(g, q), mustFind: [guest] }
  }),
  searchCheck('q-accents', 'q finds a name ignoring accents', (scope) => {
    // A full name with an accent (Lena Müller, Iñigo Ávila) typed without it, as a front desk
    // does: only the name can match it (an email has no space).
    const plain = (name: string) => /^[a-z]+$/.test(nameCollationKey(name))
    const guest = sampleGuests(scope, (g) => plain(g.firstName) && plain(g.lastName) && !/^[\x00-\x7f]*$/.test(`${g.firstName}${g.lastName}`))
    const q = `${nameCollationKey(guest.firstName)} ${nameCollationKey(guest.lastName)}`
    return { query: { q }, matches: (g) => qMatches(g, q), mustFind: [guest] }
  }),
  searchCheck('q-accents-typed', 'q typed with accents finds a name written without them', (scope) => {
    // The other way round (Müller typed for Muller): the query's side is folded too.
    const guest = sampleGuests(scope, (g) => asciiName(g.lastName) && /[aeiou]/i.test(g.lastName))
    const q = withAccents(guest.lastName)
    return { query: { q }, matches: (g) => qMatches(g, q), mustFind: [guest] }
  }),
  searchCheck('q-email', 'q finds a part of an email, in any case', (scope) => {
    const guest = sampleGuests(scope, (g) => /^[a-z][a-z._-]{4,}@/i.test(g.email ?? ''))
    const q = swapCase((guest.email ?? '').split('@')[0]!.slice(0, 5))
    return { query: { q }, matches: (g) => qMatches(g, q), mustFind: [guest] }
  }),
  searchCheck('q-phone', 'q finds a part of a phone number', (scope) => {
    const guest = sampleGuests(scope, (g) => digits(g.phone).length >= 10)
    const q = digits(guest.phone).slice(3, 10)
    return { query: { q }, matches: (g) => qMatches(g, q), mustFind: [guest] }
  }),
  searchCheck('q-loyalty', 'q finds a loyalty number, in any case', (scope) => {
    const guest = sampleGuests(scope, (g) => /[A-Za-z]/.test(g.loyalty?.number ?? ''))
    const q = swapCase(guest.loyalty!.number)
    return { query: { q }, matches: (g) => qMatches(g, q), mustFind: [guest] }
  }),
  searchCheck('email', 'email matches exactly, ignoring case', (scope) => {
    const guest = sampleGuests(scope, (g) => /[a-z]/i.test(g.email ?? ''))
    const email = swapCase(guest.email!)
    return { query: { email }, matches: (g) => lower(g.email) === email.toLowerCase(), mustFind: [guest] }
  }),
  searchCheck('phone', 'phone compares digits only', (scope) => {
    const guest = sampleGuests(scope, (g) => digits(g.phone).length >= 8)
    const d = digits(guest.phone)
    const phone = `+${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}`.trim()
    return { query: { phone }, matches: (g) => g.phone !== null && digits(g.phone) === d, mustFind: [guest] }
  }),
  searchCheck('last-name-prefix', 'lastName matches a prefix, ignoring case', (scope) => {
    const guest = sampleGuests(scope, (g) => asciiName(g.lastName))
    const prefix = swapCase(guest.lastName.slice(0, 3))
    return { query: { lastName: prefix }, matches: (g) => lastNamePrefixMatches(g, prefix), mustFind: [guest] }
  }),
  searchCheck('loyalty-number', 'loyaltyNumber matches exactly', (scope) => {
    const guest = sampleGuests(scope, (g) => Boolean(g.loyalty?.number))
    const number = guest.loyalty!.number
    return { query: { loyaltyNumber: number }, matches: (g) => g.loyalty?.number === number, mustFind: [guest] }
  }),
  searchCheck('loyalty-number-case', 'loyaltyNumber in another case is another number', (scope) => {
    // Exact, unlike email: GLD00000001 typed as gld00000001 finds only a guest whose number is that.
    const guest = sampleGuests(scope, (g) => /[A-Za-z]/.test(g.loyalty?.number ?? ''))
    const number = swapCase(guest.loyalty!.number)
    return { query: { loyaltyNumber: number }, matches: (g) => g.loyalty?.number === number, mustFind: [] }
  }),
  searchCheck('vip-true', 'vip=true finds the VIPs', (scope) => {
    const guests = scope.ctx.guests!.items.filter((g) => g.vip === true)
    return { query: { vip: true }, matches: (g) => g.vip === true, mustFind: scope.ctx.random.sample(guests, 3) }
  }),
  searchCheck(
    'vip-false',
    'vip=false finds everyone else, and pages like a list',
    (scope) => {
      const guests = scope.ctx.guests!.items.filter((g) => g.vip === false)
      return { query: { vip: false }, matches: (g) => g.vip === false, mustFind: scope.ctx.random.sample(guests, 3) }
    },
    async (scope, search) => {
      const guests = scope.ctx.guests
      if (!guests?.complete) return
      const expected = guests.items.filter(search.matches)
      await checkPageWindows(scope, { items: expected, complete: true, totalCount: expected.length }, '/api/guests/search', search.query, pageSizeLimits(scope, 'searchGuests').default)
    },
  ),
  searchCheck('criteria-and', 'several criteria combine with AND', (scope) => {
    const guest = sampleGuests(scope, (g) => asciiName(g.lastName))
    const prefix = swapCase(guest.lastName.slice(0, 1))
    const vip = guest.vip
    return {
      query: { lastName: prefix, vip },
      matches: (g) => lastNamePrefixMatches(g, prefix) && g.vip === vip,
      mustFind: [guest],
    }
  }),
  searchCheck(
    'no-match',
    'a search that matches nobody is an empty page',
    (scope) => {
      const q = `zq${scope.ctx.runId}xj`
      return { query: { q }, matches: (g) => qMatches(g, q), mustFind: [] }
    },
    undefined,
    false,
  ),
  {
    id: 'searchGuests.needs-criterion',
    operationId: 'searchGuests',
    title: 'rejects a search without any criterion (400)',
    async run(scope) {
      for (const query of [{}, { page: 1, pageSize: 10 }]) {
        const exchange = await scope.send({ path: '/api/guests/search', query })
        expectProblem(scope, exchange, { status: 400 })
      }
    },
  },
]
