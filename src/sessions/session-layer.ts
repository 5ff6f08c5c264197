import { checkAuth, createHandlerContext, parseScope, pathBelowBase, type HandlerOptions } from '../../handlers/context.js'
import type { MockRequest } from '../../handlers/exchange.js'
import { problemResponse } from '../../handlers/problem.js'
import { createRouter, type MockRouter } from '../../handlers/router.js'
import type { MockConfigChange } from '../control/config.js'
import { HotelTemplate } from '../control/hotel-template.js'
import { MockControl } from '../control/mock-control.js'
import { DelayGate } from '../control/delay-gate.js'
import type { HotelDatabase } from '../db/database.js'
import { CopyOnWriteSession, SharedStartHotel } from './copy-on-write-session.js'
import { readSessionKey } from './session-key.js'
import { SessionRegistry, type SessionLimits } from './session-registry.js'

export interface SessionLayerOptions extends Omit<HandlerOptions, 'control'>, SessionLimits {
  /** Latency and error rate every session (and the default one) starts with. */
  config?: MockConfigChange | undefined
  /** How many answered requests each session's journal keeps. */
  journalSize?: number | undefined
}

/** The default hotel and the sessions around it, as one router. */
export interface SessionLayer {
  /** The core for every request: the caller's session's, or the default one's. */
  route: MockRouter
  /** The default session's knobs (requests without a key). */
  control: MockControl
  registry: SessionRegistry<CopyOnWriteSession>
  /** The knobs of the session `key`, created when new (throws SESSION_LIMIT when full). */
  session(key: string): Promise<MockControl>
}

/**
 * Sessions in front of the core: a request naming a session (`X-Mock-Session` or the
 * `mock-session` cookie) is answered by that session's own router and `MockControl`, over the
 * state `db` is in now: read from one shared, sealed copy of it until the session changes its
 * data, then from a `HotelDatabase` of its own (copy-on-write); a request without a key by `db`'s.
 * The core stays one hotel; this layer only picks which
 * (docs/decisions/0600-sessions-over-the-store.md).
 * A request that fails auth never creates a session: the default router answers its 401.
 *
 * @example
 * const layer = createSessionLayer(await createDatabase({ seed: 7 }), { maxSessions: 20 })
 * app.use(mockMiddleware(layer.route))
 */
export function createSessionLayer(db: HotelDatabase, options: SessionLayerOptions = {}): SessionLayer {
  const template = HotelTemplate.of(db)
  const start = new SharedStartHotel(template)
  // One cap on delayed requests for the whole server: sessions do not multiply it.
  const controlOptions = { config: options.config, journalSize: options.journalSize, delays: new DelayGate() }
  const makeSession = async (key: string): Promise<CopyOnWriteSession> => {
    const hotel = await start.get()
    const control = new MockControl(hotel, { ...controlOptions, session: key, sessions: registry })
    return new CopyOnWriteSession(key, { hotel, template }, control, options)
  }
  const registry: SessionRegistry<CopyOnWriteSession> = new SessionRegistry(makeSession, options)
  const control = new MockControl(db, { ...controlOptions, sessions: registry })
  const defaultRoute = createRouter(db, { ...options, control })
  const authContext = createHandlerContext(db, { ...options, control })
  const authorized = (request: MockRequest) => {
    try {
      checkAuth(authContext, request)
      return true
    } catch {
      return false
    }
  }

  const { basePath } = parseScope(options.baseUrl)
  const route: MockRouter = async (request) => {
    const pathname = pathBelowBase(request.url.pathname, basePath) ?? request.url.pathname
    const isControl = pathname.startsWith('/__mock/')
    // Outside the mock, or the control plane when it is off: nothing a session would answer.
    if ((!pathname.startsWith('/api/') && !isControl) || (isControl && options.controlPlane === false)) return defaultRoute(request)
    let key: string | null
    try {
      key = readSessionKey(request)
    } catch (error) {
      return problemResponse(error)
    }
    if (key === null || !authorized(request)) return defaultRoute(request)
    // The listing is the server's, whoever asks: asking must not create the caller's session.
    if (pathname === '/__mock/sessions') return defaultRoute(request)
    // Ending a session that is not live must not create it first.
    if (request.method === 'DELETE' && pathname === '/__mock/session' && !registry.has(key)) {
      return { status: 204, headers: {}, body: null }
    }
    let lease
    try {
      lease = await registry.acquire(key)
    } catch (error) {
      return problemResponse(error)
    }
    try {
      return await lease.session.route(request, pathname)
    } finally {
      lease.release()
    }
  }

  return {
    route,
    control,
    registry,
    async session(key) {
      const lease = await registry.acquire(key)
      try {
        return await lease.session.own()
      } finally {
        lease.release()
      }
    },
  }
}
