import fc from 'fast-check'

/** Names that only the contract's collation orders right: accents, case, letters past z. */
const FIRST_NAMES = ['Émile', 'emile', 'Zoë', 'Åsa', 'Ólafur', 'Anna', 'ingrid']
const LAST_NAME_ENDINGS = ['Ávila', 'avila', 'Berg', 'Ölz', 'zimmer', 'Çelik', 'Abbott']

/** The writable fields of a guest the sequence writes, apart from lastName and email (set per run). */
export type GuestBodyDraft = Record<string, unknown> & { firstName: string; lastNameEnding: string }

const address = fc.record(
  {
    line1: fc.constantFrom('1 Quay Street', '22 Rue de Rivoli'),
    line2: fc.constantFrom('Flat 2', null),
    city: fc.constantFrom('Galway', 'Paris'),
    postalCode: fc.constantFrom('H91 X2', '75001', null),
    region: fc.constantFrom('Connacht', null),
    countryCode: fc.constantFrom('IE', 'FR'),
  },
  { requiredKeys: ['line1', 'city', 'countryCode'] },
)

/**
 * Valid guest bodies with any mix of the optional fields present, nested ones included, so that
 * a PUT after a POST leaves out what the POST set (and a merge shows).
 */
export const guestBodyDraft: fc.Arbitrary<GuestBodyDraft> = fc.record(
  {
    firstName: fc.constantFrom(...FIRST_NAMES),
    lastNameEnding: fc.constantFrom(...LAST_NAME_ENDINGS),
    title: fc.constantFrom('mr', 'ms', 'dr', null),
    phone: fc.constantFrom('+353861234567', '+33612345678', null),
    address: fc.oneof(address, fc.constant(null)),
    nationality: fc.constantFrom('IE', 'FR', null),
    language: fc.constantFrom('en-IE', 'fr-FR', null),
    loyalty: fc.oneof(fc.record({ program: fc.constant('Verify Rewards'), number: fc.constantFrom('VRF100', 'VRF200'), tier: fc.constantFrom('member', 'gold') }), fc.constant(null)),
    vip: fc.boolean(),
    preferences: fc.constantFrom([], ['quiet-room'], ['high-floor', 'feather-free']),
    notes: fc.constantFrom('Late arrival.', null),
    marketingOptIn: fc.boolean(),
  },
  { requiredKeys: ['firstName', 'lastNameEnding'] },
)

/** Ways a write body breaks the schema; each must be a 422 that changes nothing. */
export const brokenEdit = fc.constantFrom(
  { why: 'firstName missing', edit: (body: Record<string, unknown>) => void delete body.firstName },
  { why: 'an email that is not one', edit: (body: Record<string, unknown>) => void (body.email = 'not-an-email') },
  { why: 'an unknown field', edit: (body: Record<string, unknown>) => void (body.favouriteColour = 'teal') },
  { why: 'the read-only field createdAt', edit: (body: Record<string, unknown>) => void (body.createdAt = '2020-01-01T00:00:00Z') },
  { why: 'an address without a city', edit: (body: Record<string, unknown>) => void (body.address = { line1: '1 Quay Street', countryCode: 'IE' }) },
)
