import type { CheckScope } from '../context.js'
import type { Exchange } from '../http-client.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whether a timestamp carries a fraction of a second other than zero (`.000` says nothing about precision). */
export function hasSubSecondPrecision(timestamp: string): boolean {
  return /\.\d*[1-9]/.test(timestamp)
}

/**
 * Waits before a write until the server's clock must have moved past the `previous` timestamp at
 * the precision it shows: a server that keeps whole seconds gets a full second after the answer
 * that carried it was seen, so its next `updatedAt` can only be later if it moves at all.
 */
export async function waitPastTimestamp(previous: string, seenAt: number): Promise<void> {
  const step = hasSubSecondPrecision(previous) ? 2 : 1_050
  const wait = seenAt + step - performance.now()
  if (wait > 0) await sleep(wait)
}

/** Expects `updatedAt` strictly later after an accepted write (the caller waited past the old one). */
export function expectUpdatedAtMoved(scope: CheckScope, exchange: Exchange, before: string, after: unknown, write = 'PUT'): void {
  const b = Date.parse(before)
  const a = typeof after === 'string' ? Date.parse(after) : NaN
  if (!(a > b)) {
    scope.fail({
      exchange,
      message: a === b ? `updatedAt did not move on a successful ${write}` : `updatedAt is not later than before the successful ${write}`,
      expected: `later than ${before}`,
      actual: String(after),
    })
  }
}
