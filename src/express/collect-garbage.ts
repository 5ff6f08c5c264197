import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/**
 * Runs full garbage collections now, if the engine lets this process ask for them: through
 * `globalThis.gc` when Node runs with `--expose-gc`, else through a context created after turning
 * that flag on (V8 installs `gc` in every new context while the flag is set). Returns whether they
 * ran.
 *
 * The CLI calls it once after seeding or loading a large hotel, whose garbage V8 would otherwise
 * keep resident until enough new allocation triggers a full collection, which a mostly idle mock
 * server may never do. A second collection compacts the pages the first one left part-empty
 * (figures in docs/performance.md).
 */
export function collectGarbage(): boolean {
  try {
    const gc = exposedGc()
    if (!gc) return false
    gc()
    gc()
    return true
  } catch {
    return false
  }
}

function exposedGc(): (() => void) | undefined {
  const exposed = (globalThis as { gc?: unknown }).gc
  if (typeof exposed === 'function') return exposed as () => void
  setFlagsFromString('--expose-gc')
  try {
    const gc = runInNewContext('gc') as unknown
    return typeof gc === 'function' ? (gc as () => void) : undefined
  } finally {
    setFlagsFromString('--no-expose-gc')
  }
}
