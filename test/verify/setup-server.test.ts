import { afterAll, beforeAll, expect, test } from 'vitest'
import { createMockServer, type NodeMock } from '../../src/node.js'
import { verify } from '../../src/verify/index.js'

// The third runtime: msw's setupServer intercepts the global fetch the verifier uses by default,
// the way a frontend team's Node tests run against the mock.
let mock: NodeMock
beforeAll(async () => {
  mock = await createMockServer({ seed: 13, guests: 150, businessDate: '2030-06-15' })
  // 'error': a request the handlers do not answer must fail loudly, never reach the network.
  mock.server.listen({ onUnhandledRequest: 'error' })
})
afterAll(() => mock.server.close())

test('the verifier passes against the handlers behind setupServer, reading the business date from the control plane', async () => {
  const report = await verify({ baseUrl: 'http://hotel.test', seed: 14, fuzzRuns: 30 })
  expect(report.violations.map((v) => `[${v.operationId}] ${v.message} (${v.request.method} ${v.request.url})`)).toEqual([])
  expect(report.businessDate).toEqual({ value: '2030-06-15', source: 'server' })
  expect(report.checks.filter((check) => check.status === 'skipped').map((check) => check.id)).toEqual(['auth.bearer'])
}, 60_000)
