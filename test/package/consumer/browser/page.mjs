// A page that starts the mock as docs/browser.md shows, with the app's own msw (2 or 3), and
// records what an app would see: a mocked answer, a request that is not the mock's, warnings, a stop.
import { startMockWorker } from 'guest-reservation-mock/browser'

const warnings = []
const warn = console.warn.bind(console)
console.warn = (...parts) => {
  warnings.push(parts.map(String).join(' '))
  warn(...parts)
}
try {
  const mock = await startMockWorker({ seed: 1, businessDate: '2026-11-22', quiet: true })
  const arrivals = await (await fetch('/api/reservations?status=arrivals')).json()
  // Not the mock's: it goes to this static host, which has no such file.
  const other = await fetch('/health')
  const stopping = mock.stop()
  const stopReturnsPromise = stopping instanceof Promise
  await stopping
  // After the stop, the API goes to the network too.
  const afterStop = await fetch('/api/guests?pageSize=1')
  window.result = { arrivals: arrivals.totalCount, other: other.status, stopReturnsPromise, afterStop: afterStop.status, warnings }
} catch (error) {
  window.result = { error: String(error) }
}
