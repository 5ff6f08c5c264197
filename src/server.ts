/**
 * The standalone runtime: the core behind an Express 5 app, started from code or by the CLI.
 *
 * @example
 * import { startServer } from 'guest-reservation-mock/server'
 */
export * from './index.js'
export { createApp, type AppOptions } from './express/app.js'
export { createExpressServer } from './express/express-server.js'
export { startServer, type RunningServer, type ServerOptions } from './express/start-server.js'
export { createSessionLayer, type SessionLayer, type SessionLayerOptions } from './sessions/session-layer.js'
export { SESSION_HEADER, SESSION_COOKIE, SESSION_KEY_PATTERN, isSessionKey, readSessionKey } from './sessions/session-key.js'
export { DEFAULT_MAX_SESSIONS, DEFAULT_IDLE_TIMEOUT_SECONDS, type SessionLimits } from './sessions/session-registry.js'
