/**
 * What `@msw/data` itself costs per stored record, through its public API only: the bytes it keeps
 * per record (and how much of that its generated primary key is), and how long its `update` takes
 * to find a record's place in a large collection, each with the library's own keys and with the
 * compact keys the store draws for it (decision 0012). The figures behind docs/performance.md ("Where a
 * stored record's memory and a PUT's scan go"); rerun it after upgrading the library.
 *
 *   npm run bench:library            (needs --expose-gc, which the script passes)
 */
import { readFileSync } from 'node:fs'
import { Collection } from '@msw/data'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import { buildScenario } from '../fixtures/scenarios.js'
import { withCompactPrimaryKeys } from '../src/db/compact-primary-keys.js'
import { randomUuid } from '../src/shared/uuid.js'

const COUNT = 100_000
const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('Run with --expose-gc (npm run bench:library does).')

/** Bytes in use on the heap after two full collections. */
function heapAfterGc(): number {
  gc!()
  gc!()
  return process.memoryUsage().heapUsed
}

/** Heap bytes held per item by what `make` returns, kept `COUNT` times. */
function bytesEach(make: (index: number) => unknown): number {
  const before = heapAfterGc()
  const kept = Array.from({ length: COUNT }, (_, index) => make(index))
  const bytes = (heapAfterGc() - before) / COUNT
  kept.length = 0
  return bytes
}

/** A schema that accepts every value as it is, so only the library's own work is measured. */
const accepting: StandardSchemaV1<Record<string, unknown>, Record<string, unknown>> = {
  '~standard': { version: 1, vendor: 'bench', validate: (value) => ({ value: value as Record<string, unknown> }) },
}

const sample = buildScenario('default', { seed: 1, guests: 50, businessDate: '2026-11-22' }).reservations[0]!
// The package exports no package.json; its entry sits in build/, one folder below it.
const libraryVersion = (JSON.parse(readFileSync(new URL('../package.json', import.meta.resolve('@msw/data')), 'utf8')) as { version: string }).version

const randomKey = bytesEach(() => crypto.randomUUID())
// The mock's own random ids: the same 36 characters, written as one string.
const flatKey = bytesEach(() => randomUuid())

/**
 * A collection of `COUNT` copies of `sample`, each creating chunk run by `drawKeys` (as the store
 * runs it with compact keys, or as it is): the heap it keeps per record, and the CPU its `update`
 * takes for the first and the last record. Every value of a copy, strings included, is shared with
 * `sample` (the library needs no unique id: its primary key is its own).
 */
async function measureCollection(drawKeys: <R>(create: () => Promise<R>) => Promise<R>) {
  const beforeStore = heapAfterGc()
  const collection = new Collection({ schema: accepting })
  for (let at = 0; at < COUNT; at += 256) {
    await drawKeys(() => collection.createMany(Math.min(256, COUNT - at), () => ({ ...sample })))
  }
  const perRecord = (heapAfterGc() - beforeStore) / COUNT

  /** CPU microseconds per `update` of the record at `position`, median of `rounds`. */
  async function updateMicros(position: number, rounds = 15): Promise<number> {
    const times: number[] = []
    for (let round = 0; round < rounds; round++) {
      const record = collection.all()[position]!
      const start = process.cpuUsage()
      await collection.update(record, { data: (draft) => void ((draft as { adults: number }).adults = round % 3) })
      const used = process.cpuUsage(start)
      times.push(used.user + used.system)
    }
    return times.sort((a, b) => a - b)[rounds >> 1]!
  }

  await updateMicros(0, 5)
  const first = await updateMicros(0)
  const last = await updateMicros(COUNT - 1)
  collection.clear()
  return { perRecord, first, last, nsPerRecordBefore: ((last - first) * 1000) / (COUNT - 1) }
}

const asIs = await measureCollection((create) => create())
const compact = await measureCollection(withCompactPrimaryKeys)

/** A figure of the library with its own keys, then with the store's compact keys (decision 0012). */
const fromBoth = (figure: (run: typeof asIs) => number) => `${figure(asIs).toFixed(0)}, compact keys ${figure(compact).toFixed(0)}`

const rows: [string, string][] = [
  ['Node / @msw/data', `${process.version} / ${libraryVersion}`],
  ['crypto.randomUUID() string, bytes each', randomKey.toFixed(0)],
  ["the mock's randomUuid(): 36 characters as one flat string", flatKey.toFixed(0)],
  [`bytes the library keeps per record (${COUNT.toLocaleString('en')} reservations, strings shared)`, fromBoth((run) => run.perRecord)],
  ['update, first record of the collection, µs CPU', fromBoth((run) => run.first)],
  ['update, last record of the collection, µs CPU', fromBoth((run) => run.last)],
  ['update, ns per record before the one it changes', fromBoth((run) => run.nsPerRecordBefore)],
]
const width = Math.max(...rows.map(([label]) => label.length))
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`)
