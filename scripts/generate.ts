/**
 * Regenerates everything derived from spec/openapi.yaml:
 * - src/generated/openapi.ts: the `paths` and `components` types (openapi-typescript);
 * - src/generated/openapi-document.ts: the spec as a module, so every runtime (the browser
 *   included) validates against the same document without reading files;
 * - src/generated/validators.ts: Ajv's standalone validators for every schema the mock checks at
 *   run time (scripts/generate-validators.ts), so no runtime compiles a schema.
 *
 * `npm run generate` writes them; `npm run generate -- --check` fails when they are stale.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { renderGeneratedFiles } from './generated-files.js'

const root = new URL('../', import.meta.url)
const check = process.argv.includes('--check')

const files = await renderGeneratedFiles(new URL('spec/openapi.yaml', root))
let stale = 0
for (const [relativePath, contents] of Object.entries(files)) {
  const target = new URL(relativePath, root)
  const current = await readFile(target, 'utf8').catch(() => '')
  if (current === contents) continue
  if (check) {
    console.error(`${relativePath} is stale: run \`npm run generate\` and commit the result.`)
    stale++
  } else {
    await writeFile(target, contents)
    console.log(`wrote ${fileURLToPath(target)}`)
  }
}
if (stale > 0) process.exit(1)
if (check) console.log('generated files are up to date')
