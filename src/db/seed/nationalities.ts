import type { SeededRandom } from '../../shared/seeded-random.js'
// Only the definitions the seed reads, per locale, generated from faker's own (decision 0310),
// long lists sampled evenly (decision 0315), drawn by our seeded generator (decision 0330).
import { LOCALE_DATA } from './locale-data.js'
import { LocaleDraws, type LocaleLists } from './locale-draws.js'

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
  /** The definitions the seed reads from the locale merged with its fallbacks, as faker merges `[de_CH, de, en, base]`. */
  locale: LocaleLists
  /** E.164 country calling code, without `+`. */
  callingCode: string
  /** The first digits of a mobile number after the calling code, one picked at random. */
  mobilePrefixes: string[]
  /** How many digits follow the prefix. */
  subscriberDigits: number
}

export const NATIONALITIES: readonly Nationality[] = [
  { countryCode: 'GB', weight: 16, language: 'en-GB', locale: LOCALE_DATA.GB!, callingCode: '44', mobilePrefixes: ['74', '75', '77', '78', '79'], subscriberDigits: 8 },
  { countryCode: 'US', weight: 14, language: 'en-US', locale: LOCALE_DATA.US!, callingCode: '1', mobilePrefixes: ['212', '310', '415', '617', '646', '917'], subscriberDigits: 7 },
  { countryCode: 'DE', weight: 14, language: 'de-DE', locale: LOCALE_DATA.DE!, callingCode: '49', mobilePrefixes: ['151', '152', '160', '170', '171', '176'], subscriberDigits: 8 },
  { countryCode: 'FR', weight: 10, language: 'fr-FR', locale: LOCALE_DATA.FR!, callingCode: '33', mobilePrefixes: ['6', '7'], subscriberDigits: 8 },
  { countryCode: 'IT', weight: 7, language: 'it-IT', locale: LOCALE_DATA.IT!, callingCode: '39', mobilePrefixes: ['320', '333', '347', '380'], subscriberDigits: 7 },
  { countryCode: 'ES', weight: 7, language: 'es-ES', locale: LOCALE_DATA.ES!, callingCode: '34', mobilePrefixes: ['6', '7'], subscriberDigits: 8 },
  { countryCode: 'NL', weight: 6, language: 'nl-NL', locale: LOCALE_DATA.NL!, callingCode: '31', mobilePrefixes: ['6'], subscriberDigits: 8 },
  { countryCode: 'CH', weight: 4, language: 'de-CH', locale: LOCALE_DATA.CH!, callingCode: '41', mobilePrefixes: ['76', '77', '78', '79'], subscriberDigits: 7 },
  { countryCode: 'AT', weight: 3, language: 'de-AT', locale: LOCALE_DATA.AT!, callingCode: '43', mobilePrefixes: ['650', '660', '664', '676', '699'], subscriberDigits: 7 },
  { countryCode: 'IE', weight: 3, language: 'en-IE', locale: LOCALE_DATA.IE!, callingCode: '353', mobilePrefixes: ['83', '85', '86', '87', '89'], subscriberDigits: 7 },
  { countryCode: 'SE', weight: 3, language: 'sv-SE', locale: LOCALE_DATA.SE!, callingCode: '46', mobilePrefixes: ['70', '72', '73', '76'], subscriberDigits: 7 },
  { countryCode: 'PL', weight: 3, language: 'pl-PL', locale: LOCALE_DATA.PL!, callingCode: '48', mobilePrefixes: ['50', '51', '60', '69', '79'], subscriberDigits: 7 },
  { countryCode: 'PT', weight: 2, language: 'pt-PT', locale: LOCALE_DATA.PT!, callingCode: '351', mobilePrefixes: ['91', '92', '93', '96'], subscriberDigits: 7 },
  { countryCode: 'BR', weight: 2, language: 'pt-BR', locale: LOCALE_DATA.BR!, callingCode: '55', mobilePrefixes: ['119', '219', '319'], subscriberDigits: 8 },
  { countryCode: 'AU', weight: 2, language: 'en-AU', locale: LOCALE_DATA.AU!, callingCode: '61', mobilePrefixes: ['4'], subscriberDigits: 8 },
  { countryCode: 'CA', weight: 2, language: 'en-CA', locale: LOCALE_DATA.CA!, callingCode: '1', mobilePrefixes: ['416', '514', '604'], subscriberDigits: 7 },
  { countryCode: 'MX', weight: 2, language: 'es-MX', locale: LOCALE_DATA.MX!, callingCode: '52', mobilePrefixes: ['55', '33', '81'], subscriberDigits: 8 },
]

/** One set of locale draws per nationality, all from the hotel's one seeded generator, owned by one generation run. */
export function createLocaleDraws(random: SeededRandom): Map<string, LocaleDraws> {
  return new Map(NATIONALITIES.map((nationality) => [nationality.countryCode, new LocaleDraws(nationality.locale, random)]))
}
