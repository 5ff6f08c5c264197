import type { HandlerOptions } from '../../handlers/context.js'
import type { MockRequest } from '../../handlers/exchange.js'
import { createRouter, type MockRouter } from '../../handlers/router.js'
import type { HotelTemplate } from '../control/hotel-template.js'
import type { MockControl } from '../control/mock-control.js'
import type { HotelDatabase } from '../db/database.js'

/**
 * The start hotel every session reads until it changes its own: made from the template on first
 * use, then sealed, so nothing can write to it (docs/decisions/0600-sessions-over-the-store.md).
 */
export class SharedStartHotel {
  #db: Promise<HotelDatabase> | undefined

  constructor(readonly template: HotelTemplate) {}

  get(): Promise<HotelDatabase> {
    if (!this.#db) {
      this.#db = this.template.create().then((db) => {
        db.seal()
        return db
      })
      // A failure is not kept: the next session tries again.
      this.#db.catch(() => (this.#db = undefined))
    }
    return this.#db
  }
}

/** Requests that change nothing in a hotel, whatever their method: knobs of the session only. */
const SETTINGS_ONLY = new Set(['PUT /__mock/config', 'DELETE /__mock/requests', 'DELETE /__mock/session'])
const RESET = 'POST /__mock/reset'

/** Whether answering `method pathname` (given as `request`, e.g. `POST /api/guests`) may change the hotel's data or business date. */
function mayChangeHotel(method: string, request: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false
  return !SETTINGS_ONLY.has(request)
}

/**
 * One session of the standalone server, copy-on-write over the start state: it answers from the
 * shared, sealed start hotel until a request may change its data or business date; that request
 * first makes the session its own hotel from the template (the cost of a new hotel, paid once).
 * A reset hands the own hotel back, so a session that is reset after each test holds no hotel of
 * its own between tests. The session's knobs and journal stay the same object throughout.
 * A session whose control was handed out to code (`own()`) keeps its hotel for good, since that
 * code may hold its `db`.
 *
 * @example
 * const session = new CopyOnWriteSession('worker-1', shared, control, options)
 * await session.route(request, '/api/guests') // a POST: the session gets its own hotel first
 */
export class CopyOnWriteSession {
  #control: MockControl
  #route: MockRouter
  #ownsHotel = false
  #pinned = false
  /** Switches between the shared and an own hotel, one at a time. */
  #switching: Promise<void> = Promise.resolve()

  constructor(
    readonly key: string,
    private readonly shared: { hotel: HotelDatabase; template: HotelTemplate },
    control: MockControl,
    private readonly options: Omit<HandlerOptions, 'control'>,
  ) {
    this.#control = control
    this.#route = createRouter(shared.hotel, { ...options, control })
  }

  /** The session's knobs, over whichever hotel it reads now. */
  get control(): MockControl {
    return this.#control
  }

  /** Whether the session holds a hotel of its own (it changed its data since it started or was reset). */
  get ownsHotel(): boolean {
    return this.#ownsHotel
  }

  /** Answers one request; `pathname` is its path below the mock's base path. */
  async route(request: MockRequest, pathname: string): Promise<Awaited<ReturnType<MockRouter>>> {
    const asked = `${request.method} ${pathname}`
    let route = this.#route
    if (!this.#pinned && asked === RESET) route = await this.#switch(() => this.#handBack())
    else if (!this.#ownsHotel && mayChangeHotel(request.method, asked)) route = await this.#switch(() => this.#makeOwn())
    return route(request)
  }

  /** The session's control over a hotel of its own, kept from now on: for code that holds its `db`. */
  async own(): Promise<MockControl> {
    this.#pinned = true
    await this.#switch(() => this.#makeOwn())
    return this.#control
  }

  /**
   * Runs `change` after the changes before it, and gives the router to answer with right after it:
   * a write that made the hotel its own writes there even if a reset hands that hotel back later.
   */
  #switch(change: () => Promise<void>): Promise<MockRouter> {
    const next = this.#switching.then(async () => {
      await change()
      return this.#route
    })
    this.#switching = next.then(
      () => undefined,
      () => undefined,
    )
    return next
  }

  async #makeOwn(): Promise<void> {
    if (this.#ownsHotel) return
    this.#use(this.#control.over(await this.shared.template.create()))
    this.#ownsHotel = true
  }

  async #handBack(): Promise<void> {
    if (!this.#ownsHotel || this.#pinned) return
    this.#use(this.#control.over(this.shared.hotel))
    this.#ownsHotel = false
  }

  #use(control: MockControl): void {
    this.#control = control
    this.#route = createRouter(control.db, { ...this.options, control })
  }
}
