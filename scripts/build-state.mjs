/**
 * Whether the bundled CLI is older than anything it is built from, so `npm start` builds only
 * after a change. Plain JavaScript, so it runs without a TypeScript loader.
 */
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** What the build reads, relative to the project root. */
export const BUILD_SOURCES = ['src', 'handlers', 'fixtures', 'spec', 'scripts/build-cli.ts', 'package.json', 'tsconfig.json', 'tsconfig.build.json']

/** The built bin, relative to the project root. */
export const BUILT_CLI = 'dist/src/cli.js'

/** The newest modification time under a file or folder, in milliseconds (0 when it is missing). */
function newest(path) {
  const stats = statSync(path, { throwIfNoEntry: false })
  if (!stats) return 0
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stats.mtimeMs)
}

/**
 * True when `dist/src/cli.js` is missing or older than one of the build's sources under `root`.
 *
 * @example
 * if (isBuildStale(process.cwd())) spawnSync('npm', ['run', 'build'])
 */
export function isBuildStale(root) {
  const built = statSync(join(root, BUILT_CLI), { throwIfNoEntry: false })?.mtimeMs ?? 0
  return BUILD_SOURCES.some((source) => newest(join(root, source)) > built)
}
