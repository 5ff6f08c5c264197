import { describe, expect, it } from 'vitest'
import { enableCompileCache, type CompileCacheHost } from '../../src/express/compile-cache.js'

const constants = { compileCacheStatus: { FAILED: 0, ENABLED: 1, ALREADY_ENABLED: 2, DISABLED: 3 } }

// The bin's switch for Node's compile cache (decision 0313): on where Node has one, and never a reason not to start.
describe('enableCompileCache', () => {
  it.each([
    ['a Node without it (20)', {}, 'unavailable'],
    ['a Node that enables it', { enableCompileCache: () => ({ status: 1 }), constants }, 'enabled'],
    ['a Node where it is on already (NODE_COMPILE_CACHE)', { enableCompileCache: () => ({ status: 2 }), constants }, 'enabled'],
    ['a Node where it is turned off (NODE_DISABLE_COMPILE_CACHE)', { enableCompileCache: () => ({ status: 3 }), constants }, 'failed'],
    ['a cache folder that cannot be written', { enableCompileCache: () => ({ status: 0, message: 'EACCES' }), constants }, 'failed'],
    [
      'a Node that throws',
      {
        enableCompileCache: () => {
          throw new Error('boom')
        },
        constants,
      },
      'failed',
    ],
  ] satisfies [string, CompileCacheHost, string][])('on %s: %s', (_host, host, outcome) => {
    expect(enableCompileCache(host)).toBe(outcome)
  })

  it('calls Node’s own switch once, with no folder of its own (Node picks NODE_COMPILE_CACHE or its default)', () => {
    const calls: unknown[][] = []
    enableCompileCache({ enableCompileCache: (...args: unknown[]) => (calls.push(args), { status: 1 }), constants })
    expect(calls).toEqual([[]])
  })
})
