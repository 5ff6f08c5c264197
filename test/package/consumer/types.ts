// Compiled by the consumer's own TypeScript with `strict` and `skipLibCheck: false`: every entry's
// declarations must type-check with what the package installs, and no @types package added.
import { createDatabase, type Guest, type paths } from 'guest-reservation-mock'
import { createMockServer, type NodeMock } from 'guest-reservation-mock/node'
import { createApp, startServer, type RunningServer } from 'guest-reservation-mock/server'
import { startMockWorker } from 'guest-reservation-mock/browser'
import { verify, type VerifyReport } from 'guest-reservation-mock/verify'

type GuestPage = paths['/api/guests']['get']['responses'][200]['content']['application/json']

export async function use(): Promise<[Guest | undefined, NodeMock, RunningServer, VerifyReport, GuestPage | undefined]> {
  const db = await createDatabase({ seed: 1 })
  const mock = await createMockServer({ seed: 1 })
  const { app } = await createApp({ db })
  app.disable('etag')
  const server = await startServer({ port: 0 })
  const report = await verify({ baseUrl: server.url, fuzzRuns: 0 })
  void startMockWorker
  return [db.getGuest('x'), mock, server, report, undefined]
}
