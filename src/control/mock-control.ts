import { buildScenario, isScenarioName, SCENARIO_NAMES, type ScenarioName } from '../../fixtures/scenarios.js'
import type { HotelDatabase } from '../db/database.js'
import type { Snapshot } from '../db/snapshot-format.js'
import { checkSnapshot } from '../db/snapshot.js'
import { MockError } from '../shared/errors.js'
import { applyConfigChange, DEFAULT_CONFIG, MAX_DELAY_MS, type MockConfig, type MockConfigChange } from './config.js'
import { DelayGate } from './delay-gate.js'
import { DEFAULT_JOURNAL_SIZE, RequestJournal } from './journal.js'
import { NO_SESSIONS, type SessionDirectory, type SessionListing } from './session-directory.js'

/** Options of a `MockControl`. */
export interface MockControlOptions {
  /** Latency and error rate from the start (and after every reset). */
  config?: MockConfigChange | undefined
  random?: () => number
  /** How many answered requests the journal keeps (default 1000; 0 keeps none). */
  journalSize?: number | undefined
  /** The session this control belongs to (its key), or null for the default session. */
  session?: string | null
  /** The sessions of the server, for `GET /__mock/sessions`; none in the msw runtimes. */
  sessions?: SessionDirectory | undefined
  /** The delayed requests of the whole server, shared by its sessions' controls (default: this control's own). */
  delays?: DelayGate | undefined
}


/** What the mock does to one /api request before answering it. */
export interface RequestPlan {
  /** Milliseconds to wait. */
  delay: number
  /** A status to answer instead of the real response (from `Prefer: code=` or the chaos rate). */
  injectedStatus?: number
  /** Why the status is injected, for the problem's detail. */
  injectedBecause?: string
  /** The preferences honoured, for `Preference-Applied`. */
  applied: string[]
}

/**
 * The mock's own knobs, shared by the `/__mock/` endpoints and the programmatic handles of every
 * runtime: reset, snapshots, the business date, scenarios, latency and error injection.
 *
 * @example
 * const control = new MockControl(db)
 * control.configure({ latency: { min: 200, max: 800 }, errorRate: 0.1 })
 * await control.setBusinessDate('2026-11-23') // runs the night audit
 */
export class MockControl {
  readonly #delays: DelayGate
  #config: MockConfig
  #scenario: ScenarioName
  #initialConfig: MockConfig
  readonly #random: () => number
  readonly #sessions: SessionDirectory | undefined
  #journal: RequestJournal

  constructor(
    readonly db: HotelDatabase,
    options: MockControlOptions = {},
  ) {
    this.#config = options.config ? applyConfigChange(DEFAULT_CONFIG, options.config) : DEFAULT_CONFIG
    this.#initialConfig = this.#config
    this.#scenario = db.origin.scenario as ScenarioName
    this.#random = options.random ?? Math.random
    this.#journal = new RequestJournal(options.journalSize ?? DEFAULT_JOURNAL_SIZE, options.session ?? null)
    this.#sessions = options.sessions
    this.#delays = options.delays ?? new DelayGate()
  }

  /** The requests this hotel answered, newest last; cleared by a reset (docs/decisions/0601-request-journal.md). */
  get journal(): RequestJournal {
    return this.#journal
  }

  /** The session this control belongs to, or null for the default session. */
  get session(): string | null {
    return this.journal.session
  }

  /** The live sessions of the server (none outside the standalone server). */
  listSessions(): SessionListing {
    return this.#sessions?.list() ?? structuredClone(NO_SESSIONS)
  }

  /** Ends this control's session now; false for the default session, which never ends. */
  endSession(): boolean {
    return this.session !== null && this.#sessions !== undefined && this.#sessions.end(this.session)
  }

  get config(): MockConfig {
    return structuredClone(this.#config)
  }

  /** Sets latency and/or the chaos error rate; fields left out keep their value. Throws VALIDATION. */
  configure(change: MockConfigChange): MockConfig {
    this.#config = applyConfigChange(this.#config, change)
    return this.config
  }

  get scenario(): ScenarioName {
    return this.#scenario
  }

  /** Reseeds the data as a named scenario, relative to the current business date. */
  async useScenario(name: string): Promise<ScenarioName> {
    if (!isScenarioName(name)) {
      throw new MockError('VALIDATION', `There is no scenario "${name}".`, [
        { location: 'body', pointer: '/name', message: `must be one of: ${SCENARIO_NAMES.join(', ')}` },
      ])
    }
    const { seed, guests } = this.db.origin
    await this.db.restore(buildScenario(name, { seed, guests, businessDate: this.db.businessDate }))
    this.#scenario = name
    return name
  }

  /** Back to the state at start: data, business date, scenario and configuration; the journal is emptied. */
  async reset(): Promise<void> {
    this.journal.clear()
    await this.db.reset()
    this.#scenario = this.db.origin.scenario as ScenarioName
    this.#config = this.#initialConfig
  }

  /** Waits `ms` for one delayed /api request, within the server's cap on waiting requests (see `DelayGate`). */
  delay(ms: number): Promise<void> {
    return this.#delays.wait(ms)
  }

  snapshot(): Snapshot {
    return this.db.snapshot()
  }

  /**
   * The same knobs over another database: configuration, the configuration a reset returns to,
   * scenario, and the very same journal. What a copy-on-write session moves to when it first
   * changes its hotel, and back when a reset hands its own hotel back
   * (docs/decisions/0600-sessions-over-the-store.md).
   */
  over(db: HotelDatabase): MockControl {
    const next = new MockControl(db, { random: this.#random, session: this.session, sessions: this.#sessions, delays: this.#delays })
    next.#config = this.#config
    next.#initialConfig = this.#initialConfig
    next.#scenario = this.#scenario
    next.#journal = this.#journal
    return next
  }

  /** Imports a snapshot after validating it; an invalid one throws VALIDATION and changes nothing. */
  async restore(snapshot: unknown): Promise<void> {
    const { violations, truncated } = checkSnapshot(snapshot)
    if (violations.length > 0) {
      const count = `${violations.length}${truncated ? '+' : ''} problem${violations.length === 1 ? '' : 's'}`
      throw new MockError('VALIDATION', `The snapshot is invalid (${count}${truncated ? `; checking stopped at the first ${violations.length}` : ''}).`, violations)
    }
    await this.db.restore(snapshot as Snapshot)
  }

  setBusinessDate(businessDate: string): Promise<{ businessDate: string; noShows: number }> {
    return this.db.setBusinessDate(businessDate)
  }

  /**
   * Decides the delay and any injected error for one /api request: `Prefer: delay=800` and
   * `Prefer: code=503` (RFC 7240, as Prism reads them), or the query parameters `__delay` and
   * `__code`, win over the configured latency and chaos rate. Unusable preferences are ignored,
   * as RFC 7240 asks. `prefer` is the request's `Prefer` header, `query` its query parameters.
   */
  planRequest(prefer: string | null, query: URLSearchParams): RequestPlan {
    const preferences = readPreferences(prefer, query)
    const applied: string[] = []
    let delay: number
    if (preferences.delay !== undefined) {
      delay = preferences.delay
      applied.push(`delay=${delay}`)
    } else {
      const { min, max } = this.#config.latency
      delay = min === max ? min : Math.round(min + this.#random() * (max - min))
    }
    if (preferences.code !== undefined) {
      applied.push(`code=${preferences.code}`)
      return { delay, injectedStatus: preferences.code, injectedBecause: `it was asked for with ${preferences.codeAskedWith}`, applied }
    }
    if (this.#config.errorRate > 0 && this.#random() < this.#config.errorRate) {
      return { delay, injectedStatus: 503, injectedBecause: `the mock injects errors into ${Math.round(this.#config.errorRate * 100)} % of requests`, applied }
    }
    return { delay, applied }
  }
}

/** The preferences of one request; `codeAskedWith` says how the code was asked for (`Prefer: code=503` or `__code=503`). */
interface Preferences {
  code?: number
  codeAskedWith?: string
  delay?: number
}

function readPreferences(header: string | null, query: URLSearchParams): Preferences {
  const found: Record<string, string> = {}
  // The common case, no preference at all, costs two lookups.
  if (header === null && !query.has('__code') && !query.has('__delay')) return {}
  for (const part of (header ?? '').split(/[,;]/)) {
    const [name, value] = part.split('=').map((piece) => piece.trim().replace(/^"|"$/g, ''))
    if (name && value !== undefined && !(name.toLowerCase() in found)) found[name.toLowerCase()] = value
  }
  const code = found.code ?? query.get('__code') ?? undefined
  const delay = found.delay ?? query.get('__delay') ?? undefined
  const result: Preferences = {}
  if (code !== undefined && /^[45]\d\d$/.test(code)) {
    result.code = Number(code)
    result.codeAskedWith = found.code !== undefined ? `Prefer: code=${code}` : `__code=${code}`
  }
  if (delay !== undefined && /^\d{1,5}$/.test(delay) && Number(delay) <= MAX_DELAY_MS) result.delay = Number(delay)
  return result
}
