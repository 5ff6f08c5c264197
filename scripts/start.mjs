/**
 * `npm start`: builds only when a source is newer than the bundled CLI, then runs the CLI in this
 * same process (its flags come after `--`). Plain JavaScript, so nothing compiles TypeScript on
 * the way: when nothing changed, `npm start` costs about what the bin costs.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { BUILT_CLI, isBuildStale } from './build-state.mjs'

const root = fileURLToPath(new URL('../', import.meta.url))
if (isBuildStale(root)) {
  const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 2)
}
await import(pathToFileURL(join(root, BUILT_CLI)).href)
