import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createDatabase } from 'guest-reservation-mock'
import { startServer } from 'guest-reservation-mock/server'
import { describeHotel } from '../../src/express/summary.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8')

/** Every curl command in the README's sh blocks, continuation lines joined, in order. */
function curlExamples(text: string): string[] {
  const blocks = [...text.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!.replace(/\\\n\s*/g, ' '))
  return blocks.flatMap((block) => block.split('\n')).filter((line) => /^curl /.test(line.trim()))
}

/** The status a line promises in its comment (`# 503, ...`), else any 2xx. */
function promisedStatus(line: string): RegExp {
  const promised = /#\s*(\d{3})\b/.exec(line)
  return promised ? new RegExp(`^${promised[1]}$`) : /^2\d\d$/
}

const examples = curlExamples(readme)

// The README's curl examples, word for word, against a server started as the README starts it
// (default seed and hotel, `--business-date 2026-11-22` as the control-plane examples say; the
// others hold on any date): each answers the status it promises, and a list or search it shows is
// not empty.
describe('the README’s curl examples', () => {
  let server: Awaited<ReturnType<typeof startServer>>
  let cwd: string
  beforeAll(async () => {
    server = await startServer({ port: 0, businessDate: '2026-11-22' })
    cwd = await mkdtemp(join(tmpdir(), 'guest-reservation-mock-readme-'))
  })
  afterAll(async () => {
    await server.close()
    await rm(cwd, { recursive: true, force: true })
  })

  it('are there', () => {
    expect(examples.length).toBeGreaterThanOrEqual(20)
  })

  it('a search it says finds a name finds it', async () => {
    const claims = [...readme.matchAll(/\(q=(\w+) finds (\p{L}+)\)/gu)]
    expect(claims.length).toBeGreaterThan(0)
    for (const [, q, name] of claims) {
      const found = (await (await fetch(`${server.url}/api/guests/search?q=${q}`)).json()) as { data: Array<{ firstName: string; lastName: string }> }
      expect(found.data.map((guest) => `${guest.firstName} ${guest.lastName}`).join(', '), `q=${q}`).toContain(name)
    }
  })

  it('shows the 422 body the server answers to the request it shows, errors in the same order', async () => {
    const shown = /-d '([^']*)'\s*# 422\n```\n\nis answered \(formatted here\):\n\n```json\n([\s\S]*?)```/.exec(readme)
    expect(shown, 'the 422 example and its body').not.toBeNull()
    const res = await fetch(`${server.url}/api/guests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: shown![1] })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual(JSON.parse(shown![2]!))
  })

  it.each(examples.map((line, index) => [index + 1, line] as const))('#%i %s', async (_index, line) => {
    // Each curl also reports its status on stderr, so output redirected to a file stays intact.
    const command = line.replace(/\bcurl /g, `curl -sS -w '%{stderr}HTTP %{http_code}\\n' `)
    const { stdout, stderr } = await run('bash', ['-c', command], { cwd, env: { ...process.env, BASE: server.url } })
    const statuses = [...stderr.matchAll(/^HTTP (\d{3})$/gm)].map((match) => match[1]!)
    expect(statuses.length, stderr).toBeGreaterThan(0)
    for (const status of statuses) expect(status, `${line}\n${stdout.slice(0, 500)}`).toMatch(promisedStatus(line))
    const body = stdout.slice(stdout.indexOf('{'))
    if (body.startsWith('{"data"')) expect((JSON.parse(body) as { data: unknown[] }).data.length, line).toBeGreaterThan(0)
  })
})

// The figures the README shows are the data this version serves: the generator changing them
// fails here, not in a reader's terminal.
describe('the README’s figures', () => {
  it('the start summary is what `npm start -- --business-date 2026-11-22` prints', async () => {
    const shown = /`npm start` prints the URL and a summary of the data it serves:\n\n```\n([\s\S]*?)```/.exec(readme)
    expect(shown, 'the start summary').not.toBeNull()
    const db = await createDatabase({ businessDate: '2026-11-22' })
    const printed = describeHotel(db, { url: 'http://127.0.0.1:4010', seed: db.origin.seed })
    const figures = (text: string) => text.split('\n').filter((line) => /^ {2}(business date|guests|reservations|today) /.test(line))
    expect(figures(shown![1]!)).toHaveLength(4)
    expect(figures(shown![1]!)).toEqual(figures(printed))
  })

  it('the night audits shown count the no-shows they would', async () => {
    const cli = /"businessDate":"2026-11-23","noShows":(\d+)\}/.exec(readme)
    expect(cli, 'the control-plane example').not.toBeNull()
    const db = await createDatabase({ businessDate: '2026-11-22' })
    expect((await db.setBusinessDate('2026-11-23')).noShows).toBe(Number(cli![1]))
    const script = /mock\.setBusinessDate\('2026-11-23'\)\) \/\/ \{ businessDate: '2026-11-23', noShows: (\d+) \}/.exec(readme)
    expect(script, 'the startServer example').not.toBeNull()
    const small = await createDatabase({ seed: 7, scenario: 'small', businessDate: '2026-11-22' })
    expect((await small.setBusinessDate('2026-11-23')).noShows).toBe(Number(script![1]))
  })
})
