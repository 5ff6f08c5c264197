/**
 * `npm start`: builds only when a source is newer than the bundled CLI, then runs the CLI in this
 * same process (its flags come after `--`). Plain JavaScript, so nothing compiles TypeScript on
 * the way: when nothing changed, `npm start` costs about what the bin costs.
 */
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { BUILT_CLI } from './build-state.mjs'
import { ensureBuild } from './ensure-build.mjs'

const root = fileURLToPath(new URL('../', import.meta.url))
ensureBuild(root)
await import(pathToFileURL(join(root, BUILT_CLI)).href)
