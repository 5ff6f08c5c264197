/**
 * One cold start of a Node test file, in a fresh process: from the `import` of the package's
 * `./node` entry to the first answered `fetch`, as every vitest or jest file pays it; or msw's
 * floor, the same steps with msw alone and one handler. Nothing is imported before the clock
 * starts but Node's own modules.
 *
 *   node cold-node.js <root> mock|floor <scenario> <seed> <businessDate>
 *
 * Answers over IPC with the times since the first line of this script ran.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

export interface ColdNodeRun {
  /** The imports (the package's `./node`, or `msw` and `msw/node`). */
  importMs: number
  /** `createMockServer()` (seeding) or `setupServer(handler)`, and `listen()`. */
  setupMs: number
  /** From the start of the import to the first answered `fetch`: the figure compared. */
  firstAnswerMs: number
}

type NodeEntry = typeof import('../../src/node.js')
const started = performance.now()
const [root = '.', kind = 'mock', scenario = 'default', seed = '1', businessDate = '2026-11-22'] = process.argv.slice(2)
const URL_OF_FIRST_REQUEST = 'http://hotel.test/api/guests?pageSize=1'

/** The file Node loads for `guest-reservation-mock/node`: the `node` condition of `exports`, where the package has one. */
function nodeEntryFile(): string {
  const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { exports: Record<string, Record<string, string | null>> }
  const conditions = manifest.exports['./node']!
  return conditions.node ?? conditions.default!
}

async function coldStart(): Promise<ColdNodeRun> {
  let imported: number
  if (kind === 'mock') {
    const entry = (await import(pathToFileURL(resolve(root, nodeEntryFile())).href)) as NodeEntry
    imported = performance.now()
    const mock = await entry.createMockServer({ seed: Number(seed), businessDate, scenario: scenario as 'default' })
    mock.server.listen({ onUnhandledRequest: 'error' })
  } else {
    const [{ http, HttpResponse }, { setupServer }] = await Promise.all([import('msw'), import('msw/node')])
    imported = performance.now()
    const body = { data: [], page: 1, pageSize: 1, totalCount: 0, totalPages: 0 }
    setupServer(http.get('http://hotel.test/api/guests', () => HttpResponse.json(body))).listen({ onUnhandledRequest: 'error' })
  }
  const setUp = performance.now()
  const response = await fetch(URL_OF_FIRST_REQUEST)
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`The first answer was ${response.status}, not 200.`)
  const answered = performance.now()
  return { importMs: imported - started, setupMs: setUp - imported, firstAnswerMs: answered - started }
}

coldStart().then(
  (run) => process.send?.({ type: 'result', run }, () => process.exit(0)),
  (error: unknown) => process.send?.({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, () => process.exit(1)),
)
