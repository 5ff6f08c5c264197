import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { isBuiltin } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Metafile } from 'esbuild'
import { buildNodeEntries, NODE_ENTRIES, NODE_EXTERNALS } from '../../scripts/build-node-entries.js'

const repo = fileURLToPath(new URL('../../', import.meta.url))

type RootEntry = typeof import('../../src/index.js')
type NodeEntry = typeof import('../../src/node.js')
type ServerEntry = typeof import('../../src/server.js')

// The Node entries as Node loads them (the `node` condition of `exports`, decision 0312): built here
// into a folder inside the repo, so the externals resolve from its node_modules as from an app's.
describe('the bundled Node entries', () => {
  let outdir: string
  let metafile: Metafile

  beforeAll(async () => {
    await mkdir(join(repo, '.tmp'), { recursive: true })
    outdir = await mkdtemp(join(repo, '.tmp', 'node-entries-'))
    metafile = await buildNodeEntries(outdir)
  }, 60_000)

  afterAll(async () => {
    await rm(outdir, { recursive: true, force: true })
  })

  const load = async <T>(name: keyof typeof NODE_ENTRIES): Promise<T> => (await import(pathToFileURL(join(outdir, `${name}.js`)).href)) as T

  it('is what package.json points the node condition of each Node-side entry at', async () => {
    const manifest = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')) as { exports: Record<string, { node?: string; source?: string }> }
    const bundled = Object.values(manifest.exports)
      .filter((conditions) => conditions.node?.startsWith('./dist/node/'))
      .map((conditions) => [conditions.node!.replace(/^\.\/dist\/node\/|\.js$/g, ''), conditions.source])
    expect(Object.fromEntries(bundled)).toEqual(Object.fromEntries(Object.entries(NODE_ENTRIES).map(([name, source]) => [name, `./${source}`])))
  })

  // The bundle has top-level await (decision 0318), which require() cannot load; the tsc output has none.
  it('sends require() of each Node-side entry to the tsc output, ahead of the node condition', async () => {
    const manifest = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')) as { exports: Record<string, Record<string, string | null>> }
    const nodeSide = Object.entries(manifest.exports).filter(([, conditions]) => typeof conditions === 'object' && conditions.node?.startsWith('./dist/node/'))
    expect(nodeSide.map(([entry]) => entry)).toEqual(['.', './node', './server', './playwright', './verify'])
    for (const [entry, conditions] of nodeSide) {
      const order = Object.keys(conditions)
      expect({ entry, require: conditions.require, before: order.indexOf('require') < order.indexOf('node') }).toEqual({ entry, require: conditions.default, before: true })
    }
  })

  it("takes msw's `http` from msw's HTTP-only subpath, never importing msw's root up front", () => {
    expect(Object.keys(metafile.inputs)).toContain('src/msw/msw-http-node.ts')
    expect(Object.keys(metafile.inputs)).not.toContain('src/msw/msw-http.ts')
    const rootImports = Object.values(metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external && entry.path === 'msw' && entry.kind !== 'dynamic-import')
    expect(rootImports).toEqual([])
  })

  it("leaves Ajv's compiler out, and compiles a schema with the package's own Ajv when first asked (decision 0332)", async () => {
    const inputs = Object.keys(metafile.inputs)
    expect(inputs).toContain('src/spec/ajv-compiler-node.ts')
    expect(inputs).not.toContain('src/spec/ajv-compiler.ts')
    expect(inputs.filter((input) => /node_modules\/ajv\/dist\/(2020|core|compile\/index)\.js$/.test(input))).toEqual([])
    const root = await load<RootEntry>('index')
    const validate = new root.SchemaCompiler(root.openApiDocument).component('GuestInput')
    expect(validate({ firstName: 'Ada', lastName: 'Lovelace' })).toBe(true)
    expect(validate({ firstName: 'Ada' })).toBe(false)
    expect(validate.errors?.map((error) => error.params)).toContainEqual({ missingProperty: 'lastName' })
    // ajv-formats is applied: a date that is not a date fails.
    expect(new root.SchemaCompiler(root.openApiDocument).component('GuestInput')({ firstName: 'A', lastName: 'B', dateOfBirth: '2026-02-30' })).toBe(false)
  })

  it('imports nothing but Node built-ins, its own chunks and the declared externals', () => {
    const outside = Object.values(metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external)
      .map((entry) => entry.path)
    const packageOf = (path: string) => path.split('/').slice(0, path.startsWith('@') ? 2 : 1).join('/')
    expect(outside.filter((path) => !isBuiltin(path) && !NODE_EXTERNALS.includes(packageOf(path)))).toEqual([])
    expect(outside).toContain('msw/node')
    expect(outside).toContain('express')
  })

  it('shares one class across entries: what ./node and ./server build is an instance of the classes `.` exports', async () => {
    const [root, node, server] = await Promise.all([load<RootEntry>('index'), load<NodeEntry>('node'), load<ServerEntry>('server')])
    expect(node.HotelDatabase).toBe(root.HotelDatabase)
    expect(server.MockError).toBe(root.MockError)
    const mock = await node.createMockServer({ seed: 7, businessDate: '2026-11-22', scenario: 'small' })
    expect(mock.db).toBeInstanceOf(root.HotelDatabase)
    expect(mock.db.guests.findMany().length).toBe(mock.db.guestCount)
    let thrown: unknown
    try {
      await mock.setBusinessDate('not a date')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(server.MockError)
  })

  it('keeps the source maps, pointing at the TypeScript sources', async () => {
    const map = JSON.parse(await readFile(join(outdir, 'node.js.map'), 'utf8')) as { sources: string[] }
    expect(map.sources.map((source) => relative(repo, join(outdir, source)))).toContain('src/node/mock-server.ts')
  })

  it("carries the bundled dependencies' text in its maps, and only theirs: ours ship in src/", async () => {
    const maps = Object.keys(metafile.outputs).filter((path) => path.endsWith('.map'))
    const sources = await Promise.all(
      maps.map(async (path) => {
        const map = JSON.parse(await readFile(join(repo, path), 'utf8')) as { sources: string[]; sourcesContent: (string | null)[] }
        return map.sources.map((source, index) => ({ dependency: source.includes('node_modules/'), text: map.sourcesContent[index] }))
      }),
    )
    const all = sources.flat()
    expect(all.some((source) => source.dependency)).toBe(true)
    expect(all.filter((source) => source.dependency && !source.text)).toEqual([])
    expect(all.filter((source) => !source.dependency && source.text !== null)).toEqual([])
  })
})
