import type { Faker, LocaleDefinition } from '@faker-js/faker'
// One module per locale rather than the package's main entry, which loads all of faker's 70-odd
// locales. Each of these is a faker over the locale and its fallbacks (de_CH: de_CH, de, en, base).
import { faker as fakerBase } from '@faker-js/faker/locale/base'
import { faker as fakerDE } from '@faker-js/faker/locale/de'
import { faker as fakerDE_AT } from '@faker-js/faker/locale/de_AT'
import { faker as fakerDE_CH } from '@faker-js/faker/locale/de_CH'
import { faker as fakerEN_AU } from '@faker-js/faker/locale/en_AU'
import { faker as fakerEN_CA } from '@faker-js/faker/locale/en_CA'
import { faker as fakerEN_GB } from '@faker-js/faker/locale/en_GB'
import { faker as fakerEN_IE } from '@faker-js/faker/locale/en_IE'
import { faker as fakerEN_US } from '@faker-js/faker/locale/en_US'
import { faker as fakerES } from '@faker-js/faker/locale/es'
import { faker as fakerES_MX } from '@faker-js/faker/locale/es_MX'
import { faker as fakerFR } from '@faker-js/faker/locale/fr'
import { faker as fakerIT } from '@faker-js/faker/locale/it'
import { faker as fakerNL } from '@faker-js/faker/locale/nl'
import { faker as fakerPL } from '@faker-js/faker/locale/pl'
import { faker as fakerPT_BR } from '@faker-js/faker/locale/pt_BR'
import { faker as fakerPT_PT } from '@faker-js/faker/locale/pt_PT'
import { faker as fakerSV } from '@faker-js/faker/locale/sv'

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
  /** The locale's definitions merged with its fallbacks, as faker merges `[de_CH, de, en, base]`. */
  locale: LocaleDefinition
  /** E.164 country calling code, without `+`. */
  callingCode: string
  /** The first digits of a mobile number after the calling code, one picked at random. */
  mobilePrefixes: string[]
  /** How many digits follow the prefix. */
  subscriberDigits: number
}

export const NATIONALITIES: readonly Nationality[] = [
  { countryCode: 'GB', weight: 16, language: 'en-GB', locale: fakerEN_GB.rawDefinitions, callingCode: '44', mobilePrefixes: ['74', '75', '77', '78', '79'], subscriberDigits: 8 },
  { countryCode: 'US', weight: 14, language: 'en-US', locale: fakerEN_US.rawDefinitions, callingCode: '1', mobilePrefixes: ['212', '310', '415', '617', '646', '917'], subscriberDigits: 7 },
  { countryCode: 'DE', weight: 14, language: 'de-DE', locale: fakerDE.rawDefinitions, callingCode: '49', mobilePrefixes: ['151', '152', '160', '170', '171', '176'], subscriberDigits: 8 },
  { countryCode: 'FR', weight: 10, language: 'fr-FR', locale: fakerFR.rawDefinitions, callingCode: '33', mobilePrefixes: ['6', '7'], subscriberDigits: 8 },
  { countryCode: 'IT', weight: 7, language: 'it-IT', locale: fakerIT.rawDefinitions, callingCode: '39', mobilePrefixes: ['320', '333', '347', '380'], subscriberDigits: 7 },
  { countryCode: 'ES', weight: 7, language: 'es-ES', locale: fakerES.rawDefinitions, callingCode: '34', mobilePrefixes: ['6', '7'], subscriberDigits: 8 },
  { countryCode: 'NL', weight: 6, language: 'nl-NL', locale: fakerNL.rawDefinitions, callingCode: '31', mobilePrefixes: ['6'], subscriberDigits: 8 },
  { countryCode: 'CH', weight: 4, language: 'de-CH', locale: fakerDE_CH.rawDefinitions, callingCode: '41', mobilePrefixes: ['76', '77', '78', '79'], subscriberDigits: 7 },
  { countryCode: 'AT', weight: 3, language: 'de-AT', locale: fakerDE_AT.rawDefinitions, callingCode: '43', mobilePrefixes: ['650', '660', '664', '676', '699'], subscriberDigits: 7 },
  { countryCode: 'IE', weight: 3, language: 'en-IE', locale: fakerEN_IE.rawDefinitions, callingCode: '353', mobilePrefixes: ['83', '85', '86', '87', '89'], subscriberDigits: 7 },
  { countryCode: 'SE', weight: 3, language: 'sv-SE', locale: fakerSV.rawDefinitions, callingCode: '46', mobilePrefixes: ['70', '72', '73', '76'], subscriberDigits: 7 },
  { countryCode: 'PL', weight: 3, language: 'pl-PL', locale: fakerPL.rawDefinitions, callingCode: '48', mobilePrefixes: ['50', '51', '60', '69', '79'], subscriberDigits: 7 },
  { countryCode: 'PT', weight: 2, language: 'pt-PT', locale: fakerPT_PT.rawDefinitions, callingCode: '351', mobilePrefixes: ['91', '92', '93', '96'], subscriberDigits: 7 },
  { countryCode: 'BR', weight: 2, language: 'pt-BR', locale: fakerPT_BR.rawDefinitions, callingCode: '55', mobilePrefixes: ['119', '219', '319'], subscriberDigits: 8 },
  { countryCode: 'AU', weight: 2, language: 'en-AU', locale: fakerEN_AU.rawDefinitions, callingCode: '61', mobilePrefixes: ['4'], subscriberDigits: 8 },
  { countryCode: 'CA', weight: 2, language: 'en-CA', locale: fakerEN_CA.rawDefinitions, callingCode: '1', mobilePrefixes: ['416', '514', '604'], subscriberDigits: 7 },
  { countryCode: 'MX', weight: 2, language: 'es-MX', locale: fakerES_MX.rawDefinitions, callingCode: '52', mobilePrefixes: ['55', '33', '81'], subscriberDigits: 8 },
]

/** One faker per nationality, all seeded from the hotel's seed, owned by one generation run. */
export function createLocaleFakers(seed: number): Map<string, Faker> {
  const fakers = new Map<string, Faker>()
  // The Faker class, without importing the main entry that would load every locale.
  const FakerClass = fakerBase.constructor as new (options: { locale: LocaleDefinition }) => Faker
  NATIONALITIES.forEach((nationality, index) => {
    const faker = new FakerClass({ locale: nationality.locale })
    faker.seed([seed, index + 1])
    fakers.set(nationality.countryCode, faker)
  })
  return fakers
}
