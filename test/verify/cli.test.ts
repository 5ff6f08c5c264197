import { once } from 'node:events'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startServer, type RunningServer } from '../../src/server.js'
import { runVerifyCli, type CliStreams, type VerifyReport } from '../../src/verify/index.js'
import { inProcessMock, IN_PROCESS_URL } from './support/in-process.js'
import { mutants } from './support/mutants.js'
import { forwardTo, startProxy } from './support/proxy.js'

const BUSINESS_DATE = '2030-06-15'

/** Runs the CLI with captured output. */
async function run(argv: string[], fetch?: CliStreams['fetch']): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await runVerifyCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), ...(fetch ? { fetch } : {}) })
  return { code, stdout, stderr }
}

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('verify CLI: arguments and exit code 2', () => {
  test('--help prints the options and exits 0', async () => {
    const { code, stdout } = await run(['--help'])
    expect(code).toBe(0)
    for (const flag of ['--base-url', '--spec', '--token', '--business-date', '--read-only', '--fuzz-runs', '--seed', '--junit']) expect(stdout).toContain(flag)
    expect(stdout).toMatch(/^Usage: guest-reservation-mock verify --base-url URL \[options\]$/m)
  })

  test.each([
    [[], /^verify: --base-url <url> is required: the server to check, e\.g\. --base-url http:\/\/127\.0\.0\.1:4010\.\n$/],
    [['--base-url', 'not a url'], /not a URL/],
    [['--base-url', 'ftp://example.com'], /http or https/],
    [['--base-url', 'http://127.0.0.1:1', '--fuzz-runs', 'many'], /--fuzz-runs must be a whole number/],
    [['--base-url', 'http://127.0.0.1:1', '--seed', '-3'], /--seed/],
    [['--base-url', 'http://127.0.0.1:1', '--business-date', '2026-02-30'], /not a date/],
    [['--base-url', 'http://127.0.0.1:1', '--spec', '/nonexistent/openapi.yaml'], /Cannot read the spec/],
    [['--base-url', 'http://127.0.0.1:1', '--unknown-flag'], /^verify: unknown option '--unknown-flag'\. Run guest-reservation-mock verify --help to see every option\.\n$/],
    [['--base-url', 'http://127.0.0.1:1', '--jsn'], /^verify: unknown option '--jsn' \(Did you mean --json\?\)\. Run guest-reservation-mock verify --help/],
    [['--base-url'], /^verify: option '--base-url <url>' argument missing\. Run guest-reservation-mock verify --help to see every option\.\n$/],
    [['--base-url', 'http://127.0.0.1:1', 'extra'], /^verify: too many arguments\. Expected 0 arguments but got 1\. Run guest-reservation-mock verify --help/],
    // Checked before the run (the server here is not even reachable), not after minutes of it.
    [['--base-url', 'http://127.0.0.1:1', '--junit', '/nonexistent/reports/contract.xml'], /Cannot write the JUnit report .*the folder \/nonexistent\/reports does not exist/],
    [['--base-url', 'http://127.0.0.1:1', '--junit', tmpdir()], /Cannot write the JUnit report .*it is a folder/],
    [['--base-url', 'http://127.0.0.1:1', '--junit', ''], /Cannot write the JUnit report .*give a file path/],
  ])('%j is refused with exit code 2', async (argv, message) => {
    const { code, stderr, stdout } = await run(argv)
    expect(code).toBe(2)
    expect(stderr).toMatch(message)
    expect(stdout).toBe('')
  })

  test('an unreachable server is exit code 2, with a hint at --base-url', async () => {
    const port = await closedPort()
    const { code, stderr } = await run(['--base-url', `http://127.0.0.1:${port}`, '--quiet'])
    expect(code).toBe(2)
    expect(stderr).toMatch(/Cannot reach the server under test.*--base-url/s)
  })

  test('a server that needs a token, without --token, is exit code 2', async () => {
    const mock = await inProcessMock({ seed: 2, guests: 20, businessDate: BUSINESS_DATE, authTokens: ['t0ken'] })
    const { code, stderr } = await run(['--base-url', IN_PROCESS_URL, '--quiet'], mock.fetch)
    expect(code).toBe(2)
    expect(stderr).toMatch(/needs a token\. Pass one with --token/)
  })
})

describe('verify CLI: a server that stops answering mid-run', () => {
  test('is exit code 1, with the request that went unanswered, and the run stops instead of waiting out every check', async () => {
    const mock = await inProcessMock({ seed: 2, guests: 40, businessDate: BUSINESS_DATE })
    let served = 0
    const dying: CliStreams['fetch'] = (request) => (++served > 60 ? Promise.reject(new TypeError('fetch failed')) : mock.fetch(request))
    const { code, stdout } = await run(['--base-url', IN_PROCESS_URL, '--business-date', BUSINESS_DATE, '--seed', '1', '--json', '--quiet'], dying)
    expect(code).toBe(1)
    const report = JSON.parse(stdout) as VerifyReport
    expect(report.violations[0]?.message).toMatch(/^GET http:\/\/hotel\.test\/api\/\S+ failed: fetch failed$/)
    expect(report.notes.join('\n')).toMatch(/the server stopped answering .* the remaining \d+ checks were not run/)
    expect(report.checks.filter((check) => check.reason === 'not run: the server stopped answering').length).toBeGreaterThan(10)
  }, 30_000)
})

describe('verify CLI against servers on loopback', () => {
  let mock: RunningServer
  let directory: string
  beforeAll(async () => {
    mock = await startServer({ port: 0, guests: 80, seed: 9, businessDate: BUSINESS_DATE })
    directory = await mkdtemp(join(tmpdir(), 'verify-cli-'))
  })
  afterAll(async () => {
    await mock.close()
    await rm(directory, { recursive: true, force: true })
  })

  test('a conformant server: progress on stderr, the report on stdout, JUnit XML without failures', async () => {
    const junit = join(directory, 'clean.xml')
    // --read-only keeps this run short; the full runs are in the self-verification tests.
    const { code, stdout, stderr } = await run(['--base-url', mock.url, '--business-date', BUSINESS_DATE, '--seed', '3', '--fuzz-runs', '10', '--read-only', '--junit', junit])
    const violations = stdout.match(/^\d+\. \[.*$/gm) ?? []
    expect(violations).toEqual([])
    expect(code).toBe(0)
    expect(stderr).toMatch(/^verifying http:\/\/127\.0\.0\.1:\d+\/ \(seed 3\)$/m)
    expect(stderr).toMatch(/^ {2}ok {3}listGuests: pages through every guest consistently \(\d+ requests, \d+ ms\)$/m)
    expect(stdout).toMatch(/^PASSED: no violations \(\d+ checks passed \(\d+ of them in part\), 0 failed, \d+ skipped; \d+ requests in [\d.]+ s\)$/m)
    // An exact email finds one guest: that check passed, all but the order of its results.
    expect(stdout).toMatch(/^Judged in part \(the rest of each check passed; these parts could not be judged\):\n(.*\n)*  - searchGuests: email matches exactly, ignoring case: the order by /m)
    expect(stdout).toMatch(/^Skipped \(not counted as passed\):\n(  - .*\n)*  - .*: read-only run: no writes\n/m)
    const xml = await readFile(junit, 'utf8')
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites [^>]*failures="0"/)
    expect(xml).toContain('<testsuite name="listGuests"')
    expect(xml).toContain('<skipped message="read-only run: no writes"/>')
    expect(xml).not.toContain('<failure')
    // The root counts every test case the file holds, the coverage suite's included.
    expect(Number(/<testsuites [^>]*tests="(\d+)"/.exec(xml)![1])).toBe(xml.match(/<testcase /g)!.length)
  }, 60_000)

  test('a broken variant behind a loopback proxy: exit code 1, a report naming it, a JUnit failure', async () => {
    const duplicateAccepted = mutants.find((mutant) => mutant.kind.startsWith('a duplicate email accepted'))!
    const proxy = await startProxy(duplicateAccepted.wrap(forwardTo(mock.url)))
    try {
      const junit = join(directory, 'broken.xml')
      const { code, stdout } = await run(['--base-url', proxy.url, '--spec', 'spec/openapi.yaml', '--business-date', BUSINESS_DATE, '--seed', '4', '--fuzz-runs', '5', '--quiet', '--junit', junit])
      expect(code).toBe(1)
      expect(stdout).toMatch(/^\d+\. \[createGuest\] answered 201 instead of 409$/m)
      expect(stdout).toMatch(/^ {3}request: {2}POST http:\/\/127\.0\.0\.1:\d+\/api\/guests$/m)
      expect(stdout).toMatch(/^ {3}expected: 409$/m)
      expect(stdout).toMatch(/^FAILED: \d+ violations? in .*createGuest/m)
      const xml = await readFile(junit, 'utf8')
      expect(xml).toMatch(/<testcase classname="createGuest" name="POST with an email already in use[^"]*" time="[\d.]+">\n\s+<failure type="ContractViolation" message="\d+ violations?; first: \[createGuest\] answered 201 instead of 409"/)
    } finally {
      await proxy.close()
    }
  }, 60_000)
})
