import {
  Faker,
  base,
  de,
  de_AT,
  de_CH,
  en,
  en_AU,
  en_CA,
  en_GB,
  en_IE,
  en_US,
  es,
  es_MX,
  fr,
  it,
  nl,
  pl,
  pt_BR,
  pt_PT,
  sv,
  type LocaleDefinition,
} from '@faker-js/faker'

/**
 * The nationalities the seeded hotel sees, each with the faker locale its names and addresses come
 * from, its language tag and its phone numbering, so a guest's name, phone prefix and language
 * agree with their nationality.
 */
export interface Nationality {
  countryCode: string
  /** Relative share of guests. */
  weight: number
  language: string
  locale: LocaleDefinition[]
  /** E.164 country calling code, without `+`. */
  callingCode: string
  /** The first digits of a mobile number after the calling code, one picked at random. */
  mobilePrefixes: string[]
  /** How many digits follow the prefix. */
  subscriberDigits: number
}

export const NATIONALITIES: readonly Nationality[] = [
  { countryCode: 'GB', weight: 16, language: 'en-GB', locale: [en_GB, en, base], callingCode: '44', mobilePrefixes: ['74', '75', '77', '78', '79'], subscriberDigits: 8 },
  { countryCode: 'US', weight: 14, language: 'en-US', locale: [en_US, en, base], callingCode: '1', mobilePrefixes: ['212', '310', '415', '617', '646', '917'], subscriberDigits: 7 },
  { countryCode: 'DE', weight: 14, language: 'de-DE', locale: [de, en, base], callingCode: '49', mobilePrefixes: ['151', '152', '160', '170', '171', '176'], subscriberDigits: 8 },
  { countryCode: 'FR', weight: 10, language: 'fr-FR', locale: [fr, en, base], callingCode: '33', mobilePrefixes: ['6', '7'], subscriberDigits: 8 },
  { countryCode: 'IT', weight: 7, language: 'it-IT', locale: [it, en, base], callingCode: '39', mobilePrefixes: ['320', '333', '347', '380'], subscriberDigits: 7 },
  { countryCode: 'ES', weight: 7, language: 'es-ES', locale: [es, en, base], callingCode: '34', mobilePrefixes: ['6', '7'], subscriberDigits: 8 },
  { countryCode: 'NL', weight: 6, language: 'nl-NL', locale: [nl, en, base], callingCode: '31', mobilePrefixes: ['6'], subscriberDigits: 8 },
  { countryCode: 'CH', weight: 4, language: 'de-CH', locale: [de_CH, de, en, base], callingCode: '41', mobilePrefixes: ['76', '77', '78', '79'], subscriberDigits: 7 },
  { countryCode: 'AT', weight: 3, language: 'de-AT', locale: [de_AT, de, en, base], callingCode: '43', mobilePrefixes: ['650', '660', '664', '676', '699'], subscriberDigits: 7 },
  { countryCode: 'IE', weight: 3, language: 'en-IE', locale: [en_IE, en, base], callingCode: '353', mobilePrefixes: ['83', '85', '86', '87', '89'], subscriberDigits: 7 },
  { countryCode: 'SE', weight: 3, language: 'sv-SE', locale: [sv, en, base], callingCode: '46', mobilePrefixes: ['70', '72', '73', '76'], subscriberDigits: 7 },
  { countryCode: 'PL', weight: 3, language: 'pl-PL', locale: [pl, en, base], callingCode: '48', mobilePrefixes: ['50', '51', '60', '69', '79'], subscriberDigits: 7 },
  { countryCode: 'PT', weight: 2, language: 'pt-PT', locale: [pt_PT, en, base], callingCode: '351', mobilePrefixes: ['91', '92', '93', '96'], subscriberDigits: 7 },
  { countryCode: 'BR', weight: 2, language: 'pt-BR', locale: [pt_BR, en, base], callingCode: '55', mobilePrefixes: ['119', '219', '319'], subscriberDigits: 8 },
  { countryCode: 'AU', weight: 2, language: 'en-AU', locale: [en_AU, en, base], callingCode: '61', mobilePrefixes: ['4'], subscriberDigits: 8 },
  { countryCode: 'CA', weight: 2, language: 'en-CA', locale: [en_CA, en, base], callingCode: '1', mobilePrefixes: ['416', '514', '604'], subscriberDigits: 7 },
  { countryCode: 'MX', weight: 2, language: 'es-MX', locale: [es_MX, es, en, base], callingCode: '52', mobilePrefixes: ['55', '33', '81'], subscriberDigits: 8 },
]

/** One faker per nationality, all seeded from the hotel's seed, owned by one generation run. */
export function createLocaleFakers(seed: number): Map<string, Faker> {
  const fakers = new Map<string, Faker>()
  NATIONALITIES.forEach((nationality, index) => {
    const faker = new Faker({ locale: nationality.locale })
    faker.seed([seed, index + 1])
    fakers.set(nationality.countryCode, faker)
  })
  return fakers
}
