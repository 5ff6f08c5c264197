import { once } from 'node:events'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { controlHandle, type MockControlHandle } from '../control/handle.js'
import type { SessionListing } from '../control/session-directory.js'
import { isSessionKey } from '../sessions/session-key.js'
import { buildApp, type AppOptions } from './app.js'
import { createServerFor } from './express-server.js'

export interface ServerOptions extends AppOptions {
  /** Port to listen on; 0 picks a free one. Default 4010. */
  port?: number
  /** Interface to bind. Default 127.0.0.1 (only this machine). */
  host?: string
}

export interface RunningServer extends MockControlHandle {
  /** The base URL, e.g. `http://127.0.0.1:4010`. */
  url: string
  server: Server
  /** Stops listening and closes open connections. */
  close(): Promise<void>
  /**
   * The knobs and journal of the session `key` (what requests with `X-Mock-Session: key` are
   * answered from), created in the start state when new.
   */
  session(key: string): Promise<MockControlHandle>
  /** The live sessions and the limits, as `GET /__mock/sessions` lists them. */
  sessions(): SessionListing
}

/**
 * Starts the standalone mock server. Rejects with the listen error (e.g. `EADDRINUSE`) when the
 * port cannot be used.
 *
 * @example
 * const mock = await startServer({ port: 0, businessDate: '2026-11-22' })
 * await fetch(`${mock.url}/api/reservations?status=arrivals`)
 * await mock.close()
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { app, front, control, sessions } = await buildApp(options)
  const host = options.host ?? '127.0.0.1'
  // The app is this server's alone: its mock middleware runs ahead of Express.
  const server = createServerFor(app, front).listen(options.port ?? 4010, host)
  await Promise.race([once(server, 'listening'), once(server, 'error').then(([error]) => Promise.reject(error))])
  const { port } = server.address() as AddressInfo
  const shownHost = host.includes(':') ? `[${host}]` : host
  return {
    ...controlHandle(control),
    url: `http://${shownHost}:${port}`,
    server,
    async session(key) {
      if (!isSessionKey(key)) throw new RangeError(`"${key}" cannot name a session: use 1 to 64 letters, digits, ".", "_" or "-".`)
      return controlHandle(await sessions.session(key))
    },
    sessions: () => sessions.registry.list(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
