import type { MockRequest, MockResponse } from '../../handlers/exchange.js'
import type { MockControl } from '../control/mock-control.js'
import type { SessionDirectory, SessionListing, SessionSummary } from '../control/session-directory.js'
import { MockError } from '../shared/errors.js'
import { shown } from '../shared/shown.js'

/** One live session: its own hotel, knobs, journal and core. */
export interface Session {
  readonly key: string
  /** Its knobs and journal, over the hotel it answers from now. */
  readonly control: MockControl
  /** Whether it holds a hotel of its own rather than reading a shared one. */
  readonly ownsHotel: boolean
  /** Answers one request; `pathname` is its path below the mock's base path. */
  route(request: MockRequest, pathname: string): Promise<MockResponse | undefined>
}

/** A session in use: `release` once the request is answered, so it can expire again. */
export interface SessionLease<S extends Session = Session> {
  session: S
  release(): void
}

/** Limits of the session layer. */
export interface SessionLimits {
  /** The most sessions live at once; a new key past it is answered 503 with `Retry-After`. Default 100. */
  maxSessions?: number
  /** Seconds without a request after which a session ends and its memory is freed. Default 900. */
  idleTimeoutSeconds?: number
}

export const DEFAULT_MAX_SESSIONS = 100
export const DEFAULT_IDLE_TIMEOUT_SECONDS = 900

interface Slot<S extends Session> {
  key: string
  createdAt: number
  lastUsed: number
  /** Requests being answered now: a busy session never expires under them. */
  busy: number
  ready: Promise<S>
  session?: S
}

/**
 * The live sessions of one server, by key: created on first use by `create`, ended after
 * `idleTimeoutSeconds` without a request (checked on every request, so no timer keeps the process
 * alive), at most `maxSessions` at once (docs/decisions/0600-sessions-over-the-store.md).
 *
 * @example
 * const registry = new SessionRegistry((key) => makeSession(key), { maxSessions: 20 })
 * const slot = registry.acquire('worker-3')
 */
export class SessionRegistry<S extends Session = Session> implements SessionDirectory {
  readonly maxSessions: number
  readonly idleTimeoutSeconds: number
  readonly #slots = new Map<string, Slot<S>>()

  constructor(
    private readonly create: (key: string) => Promise<S>,
    limits: SessionLimits = {},
    private readonly now: () => number = Date.now,
  ) {
    this.maxSessions = limits.maxSessions ?? DEFAULT_MAX_SESSIONS
    this.idleTimeoutSeconds = limits.idleTimeoutSeconds ?? DEFAULT_IDLE_TIMEOUT_SECONDS
    if (!Number.isInteger(this.maxSessions) || this.maxSessions < 1 || this.maxSessions > 10_000) {
      throw new RangeError(`maxSessions must be a whole number from 1 to 10000, not ${shown(this.maxSessions)}.`)
    }
    if (!Number.isInteger(this.idleTimeoutSeconds) || this.idleTimeoutSeconds < 1) {
      throw new RangeError(`idleTimeoutSeconds must be a whole number of at least 1, not ${shown(this.idleTimeoutSeconds)}.`)
    }
  }

  /** Whether a session with this key is live. */
  has(key: string): boolean {
    this.#sweep()
    return this.#slots.has(key)
  }

  /**
   * The session for `key`, created when new, marked busy until `release`. Throws SESSION_LIMIT
   * (503 with `Retry-After`) when a new one would pass `maxSessions`.
   */
  async acquire(key: string): Promise<SessionLease<S>> {
    this.#sweep()
    let slot = this.#slots.get(key)
    if (!slot) {
      if (this.#slots.size >= this.maxSessions) throw this.#limitError()
      const ready = this.create(key)
      const created: Slot<S> = { key, createdAt: this.now(), lastUsed: this.now(), busy: 0, ready }
      ready.then(
        (session) => void (created.session = session),
        () => this.#slots.get(key) === created && this.#slots.delete(key),
      )
      this.#slots.set(key, created)
      slot = created
    }
    const used = slot
    used.busy++
    used.lastUsed = this.now()
    try {
      const session = await used.ready
      return { session, release: () => this.#release(used) }
    } catch (error) {
      this.#release(used)
      throw error
    }
  }

  list(): SessionListing {
    this.#sweep()
    const data: SessionSummary[] = []
    for (const slot of this.#slots.values()) {
      if (!slot.session) continue
      const { control } = slot.session
      data.push({
        key: slot.key,
        createdAt: new Date(slot.createdAt).toISOString(),
        lastUsedAt: new Date(slot.lastUsed).toISOString(),
        expiresAt: new Date(slot.lastUsed + this.idleTimeoutSeconds * 1000).toISOString(),
        businessDate: control.db.businessDate,
        scenario: control.scenario,
        journalSize: control.journal.size,
        ownsHotel: slot.session.ownsHotel,
      })
    }
    return { enabled: true, maxSessions: this.maxSessions, idleTimeoutSeconds: this.idleTimeoutSeconds, data }
  }

  end(key: string): boolean {
    return this.#slots.delete(key)
  }

  /** How many sessions are live now. */
  get size(): number {
    this.#sweep()
    return this.#slots.size
  }

  #release(slot: Slot<S>): void {
    slot.busy--
    slot.lastUsed = this.now()
  }

  #expiresAt(slot: Slot<S>): number {
    return slot.lastUsed + this.idleTimeoutSeconds * 1000
  }

  #sweep(): void {
    const now = this.now()
    for (const slot of this.#slots.values()) {
      if (slot.busy === 0 && this.#expiresAt(slot) <= now) this.#slots.delete(slot.key)
    }
  }

  #limitError(): MockError {
    const now = this.now()
    let soonest = now + this.idleTimeoutSeconds * 1000
    for (const slot of this.#slots.values()) if (slot.busy === 0) soonest = Math.min(soonest, this.#expiresAt(slot))
    const seconds = Math.max(1, Math.ceil((soonest - now) / 1000))
    return new MockError(
      'SESSION_LIMIT',
      `${this.maxSessions} sessions are live, the most this server keeps. Retry in ${seconds} s, when the least recently used one expires, or end sessions you no longer need (DELETE /__mock/session).`,
      [],
      { 'Retry-After': String(seconds) },
    )
  }
}
