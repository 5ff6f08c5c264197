import nodeModule from 'node:module'

/** What `enableCompileCache` did: turned Node's cache on (or found it on), or why not. */
export type CompileCacheOutcome = 'enabled' | 'unavailable' | 'failed'

/** The part of `node:module` this uses; Node 22.1+ has `enableCompileCache`, Node 20 does not. */
export interface CompileCacheHost {
  enableCompileCache?: (directory?: string) => { status: number; message?: string }
  constants?: { compileCacheStatus?: { ENABLED: number; ALREADY_ENABLED: number } }
}

/**
 * Turns on Node's on-disk compile cache for the modules loaded after it, where Node has one (22.1+;
 * its directory is `NODE_COMPILE_CACHE` or one under the system's temporary folder, and
 * `NODE_DISABLE_COMPILE_CACHE=1` turns it off). Only the bin calls it: it owns its process, while
 * a library that changed Node's caching would change its host's. A cache that cannot be used never
 * stops the start (docs/decisions/0313-cli-compile-cache.md).
 *
 * @example
 * enableCompileCache()
 * await import('./express/start-server.js') // compiled from the cache on the next start
 */
export function enableCompileCache(host: CompileCacheHost = nodeModule as CompileCacheHost): CompileCacheOutcome {
  if (typeof host.enableCompileCache !== 'function') return 'unavailable'
  try {
    const { status } = host.enableCompileCache()
    const statuses = host.constants?.compileCacheStatus
    return statuses && (status === statuses.ENABLED || status === statuses.ALREADY_ENABLED) ? 'enabled' : 'failed'
  } catch {
    return 'failed'
  }
}
