import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain JavaScript module (npm start runs it without a TypeScript loader)
import { isBuildStale } from '../../scripts/build-state.mjs'

const stale = isBuildStale as (root: string) => boolean

// `npm start` builds only when something the build reads is newer than the bin.
describe('npm start', () => {
  let root: string
  const at = (path: string, seconds: number) => utimes(join(root, path), seconds, seconds)

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'guest-reservation-mock-start-'))
    await mkdir(join(root, 'src/db'), { recursive: true })
    await mkdir(join(root, 'dist/src'), { recursive: true })
    await writeFile(join(root, 'src/db/database.ts'), '')
    await writeFile(join(root, 'package.json'), '{}')
    await writeFile(join(root, 'dist/src/cli.js'), '')
    for (const path of ['src/db/database.ts', 'src/db', 'src', 'package.json']) await at(path, 1_000)
    await at('dist/src/cli.js', 2_000)
  })

  afterEach(() => rm(root, { recursive: true, force: true }))

  it('does not build when the bin is newer than every source', () => {
    expect(stale(root)).toBe(false)
  })

  it('builds after a change to a source in a nested folder, or to package.json', async () => {
    await at('src/db/database.ts', 3_000)
    expect(stale(root)).toBe(true)
    await at('src/db/database.ts', 1_000)
    await at('package.json', 3_000)
    expect(stale(root)).toBe(true)
  })

  it('builds when there is no bin yet', async () => {
    await rm(join(root, 'dist'), { recursive: true })
    expect(stale(root)).toBe(true)
  })
})
