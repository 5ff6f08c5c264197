import { addDays, timestampOn, toEpochDay, fromEpochDay } from '../calendar.js'
import type { Guest } from '../types.js'
import type { LocaleDraws } from './locale-draws.js'
import { NATIONALITIES, type Nationality } from './nationalities.js'
import { weightedTable, type SeededRandom } from '../../shared/seeded-random.js'
import { flat } from '../strings.js'

export const PREFERENCES = [
  'high-floor',
  'low-floor',
  'quiet-room',
  'feather-free',
  'extra-pillows',
  'twin-beds',
  'near-elevator',
  'late-check-out',
  'early-check-in',
  'sea-view',
  'non-smoking',
  'cot-required',
] as const

const LOYALTY_PROGRAM = 'Stayful Rewards'
const LOYALTY_TIERS = [
  { tier: 'member', weight: 55, prefix: 'MBR' },
  { tier: 'silver', weight: 25, prefix: 'SLV' },
  { tier: 'gold', weight: 15, prefix: 'GLD' },
  { tier: 'platinum', weight: 5, prefix: 'PLT' },
] as const

const NATIONALITY_TABLE = weightedTable(NATIONALITIES, (nationality) => nationality.weight)
const LOYALTY_TABLE = weightedTable(LOYALTY_TIERS, (level) => level.weight)
const PREFERENCE_COUNT_TABLE = weightedTable([0, 1, 2, 3], (count) => [50, 28, 15, 7][count]!)

const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com', 'corp.example.com']

const NOTES = [
  'Prefers a late check-out when available.',
  'Travels with a small dog; pet fee agreed.',
  'Allergic to nuts; inform the restaurant.',
  'Regular corporate guest; invoice to the company.',
  'Celebrating an anniversary on the next stay.',
  'Asked for a room away from the elevator.',
  'Arrives by late flight; guarantee the room.',
]

/** Folds a name to plain lower-case ASCII letters for an email local part. */
export function asciiFold(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .replace(/[łŁ]/g, 'l')
    .replace(/[øØ]/g, 'o')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[đĐ]/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

export interface GuestFactoryContext {
  random: SeededRandom
  draws: Map<string, LocaleDraws>
  businessDate: string
  usedEmails: Set<string>
  usedLoyaltyNumbers: Set<string>
}

/** The E.164 mobile number of a guest from this nationality. */
export function mobileNumber(random: SeededRandom, nationality: Nationality): string {
  return flat(`+${nationality.callingCode}${random.pick(nationality.mobilePrefixes)}${random.digits(nationality.subscriberDigits)}`)
}

/**
 * Builds one realistic guest profile. Names, address, phone prefix and language come from the
 * guest's nationality; optional fields are left null in realistic shares.
 */
export function buildGuest(context: GuestFactoryContext, index: number): Guest {
  const { random, businessDate } = context
  const nationality = random.weighted(NATIONALITY_TABLE)
  const locale = context.draws.get(nationality.countryCode)!
  const sex = random.chance(0.5) ? 'female' : 'male'
  const firstName = locale.firstName(sex)
  const lastName = locale.lastName(sex)
  const roll = random.int(1, 100)
  const title =
    roll <= 4 ? 'dr' : roll <= 5 ? 'prof' : roll <= 6 ? 'mx' : roll <= 12 ? null : sex === 'male' ? 'mr' : roll <= 60 ? 'ms' : 'mrs'

  const createdDay = toEpochDay(businessDate) - random.int(1, 1500)
  const createdAt = timestampOn(fromEpochDay(createdDay), random.int(0, 86_399))
  // Updated at the latest the day before B: seeded time ends as B begins (decision 0400).
  const updatedDay = Math.min(createdDay + random.int(0, 400), toEpochDay(businessDate) - 1)
  const updatedAt =
    updatedDay === createdDay ? createdAt : timestampOn(fromEpochDay(updatedDay), random.int(0, 86_399))

  let loyalty: Guest['loyalty'] = null
  if (random.chance(0.35)) {
    const level = random.weighted(LOYALTY_TABLE)
    let number: string
    do number = `${level.prefix}${random.digits(8)}`
    while (context.usedLoyaltyNumbers.has(number))
    context.usedLoyaltyNumbers.add(number)
    loyalty = { program: LOYALTY_PROGRAM, number, tier: level.tier }
  }

  const preferences: string[] = []
  const preferenceCount = random.weighted(PREFERENCE_COUNT_TABLE)
  while (preferences.length < preferenceCount) {
    const preference = random.pick(PREFERENCES)
    if (!preferences.includes(preference)) preferences.push(preference)
  }

  return {
    id: random.uuid(),
    firstName,
    lastName,
    title,
    email: random.chance(0.92) ? uniqueEmail(context, firstName, lastName, index) : null,
    phone: random.chance(0.85) ? mobileNumber(random, nationality) : null,
    address: random.chance(0.7)
      ? {
          line1: flat(locale.streetAddress()),
          line2: random.chance(0.1) ? flat(locale.secondaryAddress()) : null,
          city: flat(locale.city()),
          postalCode: flat(locale.zipCode()),
          region: random.chance(0.3) ? flat(locale.state()) : null,
          countryCode: nationality.countryCode,
        }
      : null,
    nationality: random.chance(0.95) ? nationality.countryCode : null,
    dateOfBirth: random.chance(0.85) ? addDays(businessDate, -random.int(18 * 365 + 5, 85 * 365)) : null,
    language: random.chance(0.9) ? nationality.language : null,
    loyalty,
    vip: random.chance(0.04),
    // An array filled by `push` keeps room for 17 elements; a copy has exactly its length, which adds up in a large hotel.
    preferences: preferences.slice(),
    notes: random.chance(0.1) ? random.pick(NOTES) : null,
    marketingOptIn: random.chance(0.4),
    createdAt,
    updatedAt,
  }
}

function uniqueEmail(context: GuestFactoryContext, firstName: string, lastName: string, index: number): string {
  const local = `${asciiFold(firstName) || 'guest'}.${asciiFold(lastName) || 'guest'}`
  const domain = context.random.pick(EMAIL_DOMAINS)
  let email = flat(`${local}@${domain}`)
  if (context.usedEmails.has(email)) email = flat(`${local}${index}@${domain}`)
  context.usedEmails.add(email)
  return email
}
