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
