import { MockError } from '../shared/errors.js'

/** How many delayed /api requests may wait at once, in one server or process. */
export const MAX_DELAYED_REQUESTS = 64

/**
 * The delayed /api requests waiting now. At most `MAX_DELAYED_REQUESTS` wait at once, since each
 * holds its request (body included) in memory: beyond that, TOO_MANY_DELAYED (503) with a
 * `Retry-After` of when the first waiting one is done (docs/decisions/0502-bounded-work.md). One
 * gate serves every session of a server, so the cap bounds the server, not each session.
 *
 * @example
 * const gate = new DelayGate()
 * await gate.wait(800) // resolves after 800 ms, or throws TOO_MANY_DELAYED when 64 already wait
 */
export class DelayGate {
  /** When each delayed request now waiting wakes (ms since the epoch). */
  readonly #until = new Set<{ until: number }>()

  async wait(ms: number): Promise<void> {
    const now = Date.now()
    if (this.#until.size >= MAX_DELAYED_REQUESTS) {
      let first = Infinity
      for (const { until } of this.#until) first = Math.min(first, until)
      const seconds = Math.max(1, Math.ceil((first - now) / 1000))
      throw new MockError(
        'TOO_MANY_DELAYED',
        `${MAX_DELAYED_REQUESTS} delayed requests are already waiting, the most the mock holds at once. Retry in ${seconds} s, or ask for shorter delays.`,
        [],
        { 'Retry-After': String(seconds) },
      )
    }
    const entry = { until: now + ms }
    this.#until.add(entry)
    try {
      await new Promise((wake) => setTimeout(wake, ms))
    } finally {
      this.#until.delete(entry)
    }
  }
}
