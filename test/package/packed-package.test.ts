import { type ChildProcess } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, findChromium, isCi, MISSING_CHROMIUM } from '../browser/chromium.js'
import { serveStatic } from '../browser/static-server.js'
import { consumerFile, packedNode, run, runOk, start, stop } from './scratch.js'

const repo = fileURLToPath(new URL('../../', import.meta.url))
const manifest = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')) as { version: string }
const installedMsw = (JSON.parse(await readFile(join(repo, 'node_modules/msw/package.json'), 'utf8')) as { version: string }).version
/** The msw the scratch project installs next to the package: `PACKED_MSW` (CI: ^3) or the repo's own. */
const mswRange = process.env.PACKED_MSW ?? installedMsw

// The package as a user gets it: packed, installed from the tarball into a new project outside the
// repo (its own node_modules, no source condition, no path back here), on `PACKED_NODE` with
// `PACKED_MSW`, and used as the README says.
describe(`the packed package, installed on Node ${process.env.PACKED_NODE ? 'from PACKED_NODE' : process.version} with msw ${mswRange}`, { timeout: 300_000 }, () => {
  let scratch: string
  /** The folder this run made: removed after it, and never anything above it, whatever failed. */
  let made: string | undefined
  const servers: ChildProcess[] = []

  beforeAll(async () => {
    scratch = made = await mkdtemp(join(tmpdir(), 'guest-reservation-mock-consumer-'))
    const packed = await runOk('npm', ['pack', '--silent', '--pack-destination', scratch], repo)
    const tarball = join(scratch, packed.stdout.trim().split('\n').at(-1)!)
    const app = join(scratch, 'app')
    await mkdir(join(app, 'test'), { recursive: true })
    await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2))
    for (const file of ['every-entry.mjs', 'node-without-msw-root.mjs', 'forbid-msw-root.mjs', 'forbid-msw-root-hooks.mjs', 'require-every-entry.cjs', 'types.ts', 'tsconfig.nodenext.json', 'tsconfig.bundler.json', 'jest/jest.config.js', 'jest/tsconfig.json']) {
      await cp(consumerFile(file), join(app, file.replace(/^jest\//, '')))
    }
    await cp(consumerFile('jest/test/front-desk.test.ts'), join(app, 'test/front-desk.test.ts'))
    // The README's startServer example, word for word, compiled with types.ts below.
    const readme = await readFile(join(repo, 'README.md'), 'utf8')
    const serverExample = /```ts\n(\/\/ scripts\/mock-server\.ts[\s\S]*?)```/.exec(readme)
    if (!serverExample) throw new Error('README.md has no `// scripts/mock-server.ts` example')
    await writeFile(join(app, 'readme-server.ts'), serverExample[1]!)
    await runOk(
      'npm',
      ['install', tarball, `msw@${mswRange}`, 'typescript@5.9', 'jest@30', 'ts-jest@29', '@jest/globals@30', 'jest-environment-jsdom@30', 'jest-fixed-jsdom'],
      app,
      600_000,
    )
    scratch = app
  }, 900_000)

  afterAll(async () => {
    for (const child of servers) stop(child)
    if (made) await rm(made, { recursive: true, force: true })
  })

  it('runs on the intended Node and msw', async () => {
    const { stdout } = await runOk('node', ['-p', 'process.execPath'], scratch)
    expect(stdout.trim()).toBe(packedNode)
    const msw = JSON.parse(await readFile(join(scratch, 'node_modules/msw/package.json'), 'utf8')) as { version: string }
    expect(msw.version.split('.')[0]).toBe(mswRange.replace(/^\D*/, '').split('.')[0])
  })

  it('imports every entry from a plain Node script and answers through setupServer and the server', async () => {
    const { stdout } = await runOk('node', ['every-entry.mjs'], scratch)
    expect(JSON.parse(stdout)).toEqual({
      root: 'function',
      browser: 'function',
      verify: 'function',
      oneClassAcrossEntries: true,
      nodeDbIsRootHotelDatabase: true,
      nodeArrivalsIncludeAda: true,
      serverGuest: '200 Hopper',
    })
  })

  // msw's root loads its GraphQL support; the Node bundle takes `http` from msw's HTTP-only subpath
  // (docs/decisions/0318-msw-http-subpath.md). The hook refuses any import of msw's root.
  it("answers a Node test file's first request without ever importing msw's root", async () => {
    const { stdout } = await runOk('node', ['--import', './forbid-msw-root.mjs', 'node-without-msw-root.mjs'], scratch)
    expect(JSON.parse(stdout)).toEqual({ status: 200, guests: 1, rootRefused: true })
  })

  // The Node bundle has top-level await, which require() cannot load: `require` gets the tsc output.
  it('loads every Node-side entry with require() from a CommonJS script and answers through createMockServer', async () => {
    const { stdout } = await runOk('node', ['require-every-entry.cjs'], scratch)
    expect(JSON.parse(stdout)).toEqual({ verify: 'function', oneClassAcrossEntries: true, guest: '200 Lovelace' })
  })

  it.each(['nodenext', 'bundler'])('has types that compile under strict and skipLibCheck false (%s), with no @types added, as does the README’s startServer example', async (mode) => {
    const outcome = await run('node', ['node_modules/typescript/bin/tsc', '-p', `tsconfig.${mode}.json`], scratch)
    expect(`${outcome.stdout}${outcome.stderr}`).toBe('')
    expect(outcome.code).toBe(0)
  })

  it('has one copy of msw, the app’s own, which `msw init` matches', async () => {
    const { stdout } = await run('npm', ['ls', 'msw', '--all', '--parseable'], scratch)
    expect(stdout.trim().split('\n').filter((line) => /node_modules\/msw$/.test(line))).toEqual([join(scratch, 'node_modules/msw')])
    await runOk('npx', ['msw', 'init', 'public', '--no-save'], scratch)
    const worker = await readFile(join(scratch, 'public/mockServiceWorker.js'), 'utf8')
    const msw = JSON.parse(await readFile(join(scratch, 'node_modules/msw/package.json'), 'utf8')) as { version: string }
    expect(worker).toContain(`'${msw.version}'`)
  })

  it.each([
    ['node', []],
    ['jest-fixed-jsdom', ['--testEnvironment', 'jest-fixed-jsdom']],
  ])('runs the README’s jest 30 setup (ESM, ts-jest) in the %s environment', async (_environment, flags) => {
    const outcome = await run('node', ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', ...flags], scratch)
    expect(outcome.stderr).toMatch(/Tests:\s+3 passed, 3 total/)
    expect(outcome.code).toBe(0)
  })

  const executablePath = findChromium()
  if (!executablePath && isCi()) throw new Error(`${MISSING_CHROMIUM} On CI they must run, so this is a failure.`)

  it.skipIf(!executablePath)("starts in a browser page with the app's msw: answers the API, lets other requests through without a warning, and stops", async () => {
    // The page bundled from the installed package and msw, as an app's bundler would, beside msw's worker script.
    const site = join(scratch, 'site')
    await mkdir(site, { recursive: true })
    await cp(consumerFile('browser/page.mjs'), join(scratch, 'page.mjs'))
    await build({ entryPoints: [join(scratch, 'page.mjs')], absWorkingDir: scratch, outfile: join(site, 'page.js'), bundle: true, format: 'esm', platform: 'browser', logLevel: 'error' })
    await cp(join(scratch, 'node_modules/msw/lib/mockServiceWorker.js'), join(site, 'mockServiceWorker.js'))
    await writeFile(join(site, 'index.html'), '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module" src="page.js"></script>\n')
    const host = await serveStatic(site, '/')
    const browser = await chromium.launch({ executablePath: executablePath!, args: CHROMIUM_ARGS })
    try {
      const page = await browser.newPage()
      await page.goto(`${host.origin}/`)
      const result = await (await page.waitForFunction(() => (globalThis as { result?: unknown }).result, null, { timeout: 60_000 })).jsonValue()
      expect(result).toEqual({ arrivals: 19, other: 404, stopReturnsPromise: true, afterStop: 404, warnings: [] })
      expect(host.requests).toContain('/health')
    } finally {
      await browser.close()
      await host.close()
    }
  })

  it('runs the bin with npx: --version', async () => {
    const version = await runOk('npx', ['guest-reservation-mock', '--version'], scratch)
    expect(version.stdout.trim()).toBe(manifest.version)
  })

  it('verifies a running mock with `npx guest-reservation-mock verify` (exit 0)', async () => {
    const { child, match } = await start('npx', ['guest-reservation-mock', '--port', '0', '--business-date', '2026-11-22'], scratch, /listening on (http:\/\/\S+)/)
    servers.push(child)
    const baseUrl = match[1]!
    const served = await fetch(`${baseUrl}/api/guests?pageSize=1`)
    expect(served.status).toBe(200)
    const outcome = await run('npx', ['guest-reservation-mock', 'verify', '--base-url', baseUrl, '--business-date', '2026-11-22', '--fuzz-runs', '10', '--quiet'], scratch)
    expect(outcome.code, `${outcome.stdout}\n${outcome.stderr}`).toBe(0)
  })

  // Runs last: it breaks the install on purpose.
  it('exits 2, never 1, when the verifier cannot run', async () => {
    const unreachable = await run('npx', ['guest-reservation-mock', 'verify', '--base-url', 'http://127.0.0.1:9', '--quiet'], scratch)
    expect(unreachable.code).toBe(2)
    await rm(join(scratch, 'node_modules/fast-check'), { recursive: true, force: true })
    const broken = await run('npx', ['guest-reservation-mock', 'verify', '--base-url', 'http://127.0.0.1:9', '--quiet'], scratch)
    // npm's own warnings (about the user's npm config) are npm's, not the bin's.
    const lines = broken.stderr.trim().split('\n').filter((line) => !line.startsWith('npm warn'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/the verifier cannot run: .*fast-check.*Reinstall guest-reservation-mock/)
    expect(broken.code).toBe(2)
  })
})
