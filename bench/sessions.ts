/**
 * What a session costs on the standalone server: the time to create one from the start state,
 * compared with seeding the same hotel from its seed, and the heap each idle session holds (its
 * database, control state and router, made through the server's own session layer).
 *
 *   node --expose-gc --import tsx bench/sessions.ts [--sessions 100] [--guests 500]
 *
 * Bounded: creates at most --sessions sessions (default 100) once. Figures go to docs/performance.md.
 */
import { parseArgs } from 'node:util'
import { createDatabase } from '../src/control/create-database.js'
import type { MockControl } from '../src/control/mock-control.js'
import { createSessionLayer } from '../src/sessions/session-layer.js'

const { values } = parseArgs({ options: { sessions: { type: 'string', default: '100' }, guests: { type: 'string', default: '500' } } })
const count = Math.min(1000, Math.max(1, Number(values.sessions)))
const guests = Number(values.guests)
const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('Run with node --expose-gc so the heap can be measured after collection.')

const settle = () => {
  for (let i = 0; i < 3; i++) gc()
  return process.memoryUsage()
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

const businessDate = '2026-11-22'
const db = await createDatabase({ seed: 1, guests, businessDate })
// The standalone server's own session layer: each session is a database, its control and its router.
const layer = createSessionLayer(db, { maxSessions: count })

// Seeding from the seed, for comparison (a few rounds).
const seedTimes: number[] = []
for (let i = 0; i < 5; i++) {
  const start = performance.now()
  await createDatabase({ seed: 1, guests, businessDate })
  seedTimes.push(performance.now() - start)
}

const before = settle()
const sessions: MockControl[] = []
const createTimes: number[] = []
for (let i = 0; i < count; i++) {
  const start = performance.now()
  sessions.push(await layer.session(`bench-${i}`))
  createTimes.push(performance.now() - start)
}
const after = settle()
const heapPerSession = (after.heapUsed - before.heapUsed) / count
const rssPerSession = (after.rss - before.rss) / count

console.log(
  JSON.stringify(
    {
      guests,
      reservations: db.reservationCount,
      sessions: count,
      createMsMedian: Number(median(createTimes).toFixed(1)),
      createMsMax: Number(Math.max(...createTimes).toFixed(1)),
      seedMsMedian: Number(median(seedTimes).toFixed(1)),
      heapPerSessionMB: Number(mb(heapPerSession)),
      rssPerSessionMB: Number(mb(rssPerSession)),
      heapAllSessionsMB: Number(mb(after.heapUsed - before.heapUsed)),
      rssAfterMB: Number(mb(after.rss)),
      stillLive: sessions.length,
    },
    null,
    2,
  ),
)
