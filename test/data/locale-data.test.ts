import { readFileSync } from 'node:fs'
import { fakerDE_CH, fakerEN_CA, fakerNL } from '@faker-js/faker'
import { describe, expect, test } from 'vitest'
import { renderLocaleData } from '../../scripts/generate-locales.js'
import { createLocaleFakers } from '../../src/db/seed/nationalities.js'

describe('the seed reads faker locale data generated from faker', () => {
  test('src/db/seed/locale-data.ts is what the script writes today', () => {
    const committed = readFileSync(new URL('../../src/db/seed/locale-data.ts', import.meta.url), 'utf8')
    expect(committed).toBe(renderLocaleData())
  })

  // The trimmed definitions must give exactly what faker's full locales give, so the seeded
  // hotel stays the same, byte for byte (decision 0310).
  test.each([
    ['CH', fakerDE_CH],
    ['CA', fakerEN_CA],
    ['NL', fakerNL],
  ])('names and addresses of %s are faker’s own', (country, full) => {
    const trimmed = createLocaleFakers(11).get(country)!
    full.seed(123)
    trimmed.seed(123)
    const draw = (faker: typeof full) =>
      Array.from({ length: 300 }, (_, i) => [
        faker.person.firstName(i % 2 ? 'female' : 'male'),
        faker.person.lastName(i % 2 ? 'female' : 'male'),
        faker.location.streetAddress(),
        faker.location.secondaryAddress(),
        faker.location.city(),
        faker.location.zipCode(),
        faker.location.state(),
      ])
    expect(draw(trimmed)).toEqual(draw(full))
  })
})
