/**
 * Builds the package when the bundled CLI is missing or older than one of its sources. Installing
 * the project does not build it (a `prepare` script would also be listed, and refused, as an
 * install script of the published package), so `npm start`, `npm test`, `npm run verify`, the
 * bench and `npm pack` (`prepack`) call this first. Building only when stale also keeps the tests
 * that pack the package from emptying `dist/` under the tests that read it. Plain JavaScript, so it
 * runs without a TypeScript loader.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { isBuildStale } from './build-state.mjs'

/** Runs `npm run build` in `root` when the build is stale; exits the process when the build fails. */
export function ensureBuild(root) {
  if (!isBuildStale(root)) return
  const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 2)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuild(fileURLToPath(new URL('../', import.meta.url)))
