/**
 * Writes `src/db/seed/locale-data.ts`: the parts of faker's locale definitions the seed reads
 * (first and last names, street, city, postcode and state data), for each nationality's locale
 * merged with its fallbacks as faker merges them (`[de_CH, de, en, base]`). Shipping these
 * instead of faker's whole locale modules keeps the seed's output identical (the same faker
 * methods over the same lists) at a fraction of the bytes (docs/decisions/0310-seed-locale-data.md).
 * Lists shared by several locales (English first names, ...) are written once.
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
const USED: Record<string, readonly string[]> = {
  person: ['first_name', 'last_name', 'last_name_pattern'],
  location: [
    'building_number', 'city_infix', 'city_name', 'city_pattern', 'city_prefix', 'city_suffix', 'common_street_suffix',
    'postcode', 'secondary_address', 'state', 'street_address', 'street_name', 'street_name_part', 'street_pattern',
    'street_prefix', 'street_suffix',
  ],
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
      const entries = keys.filter((key) => source[key] != null).map((key) => `${key}: ${ref(source[key])}`)
      return `    ${category}: { ${entries.join(', ')} },`
    })
    return `  ${country}: {\n${categories.join('\n')}\n  },`
  })
  return [
    '// Generated from @faker-js/faker by scripts/generate-locales.ts; do not edit (run `node --import tsx scripts/generate-locales.ts`).',
    "import type { LocaleDefinition } from '@faker-js/faker'",
    '',
    ...[...shared].map(([text, name]) => `const ${name} = ${text}`),
    '',
    '/** The definitions the seed reads, per nationality (its locale merged with its fallbacks). */',
    'export const LOCALE_DATA: Record<string, LocaleDefinition> = {',
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
