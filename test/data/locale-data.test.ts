import { readFileSync } from 'node:fs'
import { fakerDE_CH, fakerEN_CA, fakerEN_GB, fakerIT, fakerNL, type LocaleDefinition } from '@faker-js/faker'
import { describe, expect, test } from 'vitest'
import { renderLocaleData, sampleEvenly, SAMPLE_SIZES } from '../../scripts/generate-locales.js'
import { createLocaleDraws } from '../../src/db/seed/nationalities.js'
import { SeededRandom } from '../../src/shared/seeded-random.js'
import { LOCALE_DATA } from '../../src/db/seed/locale-data.js'

/** Every list of strings under `value`, by its path. */
function lists(value: unknown, path: string, found: Map<string, string[]> = new Map()): Map<string, string[]> {
  if (Array.isArray(value)) {
    if (value.every((entry) => typeof entry === 'string')) found.set(path, value)
  } else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) lists(entry, `${path}.${key}`, found)
  }
  return found
}

describe('the seed reads faker locale data generated from faker', () => {
  test('src/db/seed/locale-data.ts is what the script writes today', () => {
    const committed = readFileSync(new URL('../../src/db/seed/locale-data.ts', import.meta.url), 'utf8')
    expect(committed).toBe(renderLocaleData())
  })

  test('sampleEvenly keeps a short list whole and spreads a long one evenly, in order', () => {
    expect(sampleEvenly(['a', 'b'], 3)).toEqual(['a', 'b'])
    expect(sampleEvenly([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 5)).toEqual([0, 2, 4, 6, 8])
    expect(sampleEvenly([0, 1, 2, 3, 4, 5, 6], 3)).toEqual([0, 2, 4])
  })

  // Decision 0315: each list is faker's own, or an evenly spread sample of it, never a value of our own.
  test.each([
    ['CH', fakerDE_CH.rawDefinitions],
    ['CA', fakerEN_CA.rawDefinitions],
    ['NL', fakerNL.rawDefinitions],
    ['IT', fakerIT.rawDefinitions],
    ['GB', fakerEN_GB.rawDefinitions],
  ])('the lists of %s are faker’s, sampled evenly when longer than the sample size', (country, full: LocaleDefinition) => {
    const ours = LOCALE_DATA[country]!
    for (const category of ['person', 'location'] as const) {
      const size = SAMPLE_SIZES[category]
      const fullLists = lists(full[category], category)
      const ourLists = lists(ours[category], category)
      expect(ourLists.size, category).toBeGreaterThan(0)
      for (const [path, list] of ourLists) {
        expect(list, path).toEqual(sampleEvenly(fullLists.get(path)!, size))
      }
    }
  })

  test('a large hotel still sees many distinct names and places per nationality', () => {
    const locale = createLocaleDraws(new SeededRandom(11)).get('NL')!
    const draw = (make: () => string) => new Set(Array.from({ length: 5000 }, make)).size
    expect(draw(() => `${locale.firstName('female')} ${locale.lastName('female')}`)).toBeGreaterThan(4000)
    expect(draw(() => locale.city())).toBeGreaterThan(50)
    expect(draw(() => locale.streetAddress())).toBeGreaterThan(4000)
  })
})
