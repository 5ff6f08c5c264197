/**
 * Empties `dist/` before a build, so the package ships only what this build wrote: `tsc` builds
 * incrementally and never removes the output of a source that was moved or deleted since.
 */
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

rmSync(fileURLToPath(new URL('../dist/', import.meta.url)), { recursive: true, force: true })
