import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = new URL('../../', import.meta.url)

// The public surface, as a consumer installs it: package.json exports, the packed files, the types.
// (dist/ comes from `npm run build`, which `npm test` runs first when it is stale, and `npm pack` through `prepack`.)
describe('the package surface', () => {
  it('declares the entry points, with the Node-only ones hidden from browsers', async () => {
    const manifest = JSON.parse(await readFile(new URL('package.json', root), 'utf8'))
    expect(manifest.name).toBe('guest-reservation-mock')
    expect(Object.keys(manifest.exports)).toEqual(expect.arrayContaining(['.', './node', './server', './browser']))
    expect(manifest.exports['./node'].browser).toBeNull()
    expect(manifest.exports['./server'].browser).toBeNull()
    expect(manifest.bin['guest-reservation-mock']).toBe('dist/src/cli.js')
  })

  it('passes publint', async () => {
    const { stdout } = await run('npx', ['publint', '--strict'], { cwd: root })
    expect(stdout).toMatch(/All good/)
  }, 90_000)

  it('resolves types and code for every entry point (are the types wrong?)', async () => {
    // Exits non-zero on any problem not ignored by the ESM-only profile.
    await run('npx', ['attw', '--pack', '.', '--profile', 'esm-only'], { cwd: root })
  }, 90_000)
})
