/**
 * Writes `src/db/seed/locale-data.ts`: the parts of faker's locale definitions the seed reads
 * (first and last names, street, city, postcode and state data), for each nationality's locale
 * merged with its fallbacks as faker merges them (`[de_CH, de, en, base]`), at a fraction of the
 * bytes of faker's locale modules (docs/decisions/0310-seed-locale-data.md). Lists shared by
 * several locales (English first names, ...) are written once. Long lists are sampled to a fixed,
 * evenly spread subset (decision 0315). The seed draws from them with its own generator
 * (`src/db/seed/locale-draws.ts`, decision 0330): faker is needed here, not at run time.
 *
 *   node --import tsx scripts/generate-locales.ts          write the module
 *   node --import tsx scripts/generate-locales.ts --check  exit 1 when the module is stale
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { LocaleDefinition } from '@faker-js/faker'
import { fakerDE, fakerDE_AT, fakerDE_CH, fakerEN_AU, fakerEN_CA, fakerEN_GB, fakerEN_IE, fakerEN_US, fakerES, fakerES_MX, fakerFR, fakerIT, fakerNL, fakerPL, fakerPT_BR, fakerPT_PT, fakerSV } from '@faker-js/faker'

/** The faker locale of each nationality the seed generates (src/db/seed/nationalities.ts). */
const LOCALES: Record<string, LocaleDefinition> = {
  GB: fakerEN_GB.rawDefinitions, US: fakerEN_US.rawDefinitions, DE: fakerDE.rawDefinitions, FR: fakerFR.rawDefinitions,
  IT: fakerIT.rawDefinitions, ES: fakerES.rawDefinitions, NL: fakerNL.rawDefinitions, CH: fakerDE_CH.rawDefinitions,
  AT: fakerDE_AT.rawDefinitions, IE: fakerEN_IE.rawDefinitions, SE: fakerSV.rawDefinitions, PL: fakerPL.rawDefinitions,
  PT: fakerPT_PT.rawDefinitions, BR: fakerPT_BR.rawDefinitions, AU: fakerEN_AU.rawDefinitions, CA: fakerEN_CA.rawDefinitions,
  MX: fakerES_MX.rawDefinitions,
}

/** Every definition `person.firstName/lastName` and `location.streetAddress/secondaryAddress/city/zipCode/state` read. */
const USED: Record<'person' | 'location', readonly string[]> = {
  person: ['first_name', 'last_name', 'last_name_pattern'],
  location: [
    'building_number', 'city_infix', 'city_name', 'city_pattern', 'city_prefix', 'city_suffix', 'common_street_suffix',
    'postcode', 'secondary_address', 'state', 'street_address', 'street_name', 'street_name_part', 'street_pattern',
    'street_prefix', 'street_suffix',
  ],
}

/**
 * How many entries of one list the seed keeps (decision 0315): names enough that a 100,000-guest
 * hotel still has thousands of distinct names per nationality, places enough for varied addresses.
 * A longer list keeps entries evenly spread over it, in faker's order; a shorter one is kept whole.
 */
export const SAMPLE_SIZES: Record<keyof typeof USED, number> = { person: 150, location: 60 }

/** `size` entries of `list`, evenly spread and in its order; the whole list when it is not longer. */
export function sampleEvenly<T>(list: readonly T[], size: number): T[] {
  if (list.length <= size) return [...list]
  return Array.from({ length: size }, (_, i) => list[Math.floor((i * list.length) / size)]!)
}

/** The definition with every list of strings in it sampled to `size` entries (weighted patterns are kept whole). */
function sampled(value: unknown, size: number): unknown {
  if (Array.isArray(value)) return value.every((entry) => typeof entry === 'string') ? sampleEvenly(value, size) : value
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, sampled(entry, size)]))
  }
  return value
}

export function renderLocaleData(): string {
  const shared = new Map<string, string>()
  const ref = (value: unknown) => {
    const text = JSON.stringify(value)
    let name = shared.get(text)
    if (!name) shared.set(text, (name = `d${shared.size}`))
    return name
  }
  const locales = Object.entries(LOCALES).map(([country, definitions]) => {
    const categories = Object.entries(USED).map(([category, keys]) => {
      const source = (definitions as Record<string, Record<string, unknown> | undefined>)[category] ?? {}
      const size = SAMPLE_SIZES[category as keyof typeof USED]
      const entries = keys.filter((key) => source[key] != null).map((key) => `${key}: ${ref(sampled(source[key], size))}`)
      return `    ${category}: { ${entries.join(', ')} },`
    })
    return `  ${country}: {\n${categories.join('\n')}\n  },`
  })
  return [
    '// Generated from @faker-js/faker by scripts/generate-locales.ts; do not edit (run `node --import tsx scripts/generate-locales.ts`).',
    "import type { LocaleLists } from './locale-draws.js'",
    '',
    ...[...shared].map(([text, name]) => `const ${name} = ${text}`),
    '',
    '/** The definitions the seed reads, per nationality (its locale merged with its fallbacks), long lists sampled. */',
    'export const LOCALE_DATA: Record<string, LocaleLists> = {',
    ...locales,
    '}',
    '',
  ].join('\n')
}

const target = fileURLToPath(new URL('../src/db/seed/locale-data.ts', import.meta.url))
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = renderLocaleData()
  if (process.argv.includes('--check')) {
    if (readFileSync(target, 'utf8') !== text) {
      process.stderr.write('src/db/seed/locale-data.ts is stale: run node --import tsx scripts/generate-locales.ts\n')
      process.exit(1)
    }
  } else writeFileSync(target, text)
}
