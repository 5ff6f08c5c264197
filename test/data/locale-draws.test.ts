import { describe, expect, test } from 'vitest'
import { LOCALE_DATA } from '../../src/db/seed/locale-data.js'
import { LocaleDraws, type LocaleLists } from '../../src/db/seed/locale-draws.js'
import { NATIONALITIES } from '../../src/db/seed/nationalities.js'
import { SeededRandom } from '../../src/shared/seeded-random.js'

const draws = (lists: LocaleLists, seed = 1) => new LocaleDraws(lists, new SeededRandom(seed))

/** A small locale whose every draw can be predicted. */
const TINY: LocaleLists = {
  person: {
    first_name: { female: ['Ada'], male: ['Alan'] },
    last_name: { generic: ['Lovelace'], female: ['Byron'] },
    last_name_pattern: { generic: [{ value: '{{person.last_name.generic}}-{{person.last_name.generic}}', weight: 1 }] },
  },
  location: {
    building_number: ['#!'],
    street_pattern: ['{{person.firstName}} {{location.street_suffix}}'],
    street_suffix: ['Way'],
    street_address: { normal: '{{location.buildingNumber}} {{location.street}}', full: '' },
    secondary_address: ['Flat ##'],
    city_pattern: ['{{location.city_prefix}}{{location.city_suffix}}'],
    city_prefix: ['North'],
    city_suffix: ['ham'],
    postcode: ['??# *'],
    state: ['Kent'],
  },
}

describe('locale draws: names and addresses from one locale’s lists and patterns', () => {
  test('patterns name methods and lists, and symbols become digits and letters', () => {
    const locale = draws(TINY)
    expect(locale.firstName('female')).toBe('Ada')
    expect(locale.firstName('male')).toBe('Alan')
    expect(['Ada', 'Alan']).toContain(locale.firstName())
    expect(locale.lastName()).toBe('Lovelace-Lovelace')
    expect(locale.streetAddress()).toMatch(/^\d[2-9] (Ada|Alan) Way$/)
    expect(locale.secondaryAddress()).toMatch(/^Flat \d\d$/)
    expect(locale.city()).toBe('Northham')
    expect(locale.zipCode()).toMatch(/^[A-Z]{2}\d [A-Z0-9]$/)
    expect(locale.state()).toBe('Kent')
  })

  test('a locale without last-name patterns draws last names by sex, falling back to the generic list', () => {
    const { last_name_pattern: _, ...person } = TINY.person
    const locale = draws({ ...TINY, person })
    expect(locale.lastName('female')).toBe('Byron')
    expect(locale.lastName('male')).toBe('Lovelace')
  })

  test('the same seed gives the same draws; another seed others', () => {
    const sequence = (seed: number) => {
      const locale = draws(LOCALE_DATA.DE!, seed)
      return Array.from({ length: 50 }, () => `${locale.firstName('male')} ${locale.lastName('male')}, ${locale.streetAddress()}, ${locale.zipCode()} ${locale.city()}`)
    }
    expect(sequence(7)).toEqual(sequence(7))
    expect(sequence(7)).not.toEqual(sequence(8))
  })

  test.each(NATIONALITIES.map((nationality) => [nationality.countryCode, nationality.locale] as const))(
    'every pattern of %s resolves to text without braces or symbols left',
    (_country, lists) => {
      const locale = draws(lists)
      for (let i = 0; i < 300; i++) {
        const drawn = [locale.firstName('female'), locale.lastName('male'), locale.streetAddress(), locale.secondaryAddress(), locale.city(), locale.state()]
        for (const text of drawn) expect(text).not.toMatch(/\{\{|\}\}|[#!?*]/)
        expect(locale.zipCode()).not.toMatch(/[#?*]/)
      }
    },
  )

  test('a pattern naming a list the locale lacks is a clear error', () => {
    const locale = draws({ ...TINY, location: { ...TINY.location, street_pattern: ['{{location.no_such_list}}'] } })
    expect(() => locale.street()).toThrow('The locale has no list or method "location.no_such_list"')
  })
})
