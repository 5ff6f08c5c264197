/**
 * Regenerates everything derived from spec/openapi.yaml and spec/mock-control.yaml:
 * - src/generated/openapi.ts, src/generated/mock-control.ts: the `paths` and `components` types
 *   of each (openapi-typescript);
 * - src/generated/openapi-document.ts, src/generated/mock-control-document.ts: each document as a
 *   module, so every runtime (the browser included) validates against the same documents without
 *   reading files; src/spec/document.ts merges them into the one view the router routes by.
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

const files = await renderGeneratedFiles(new URL('spec/', root))
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
