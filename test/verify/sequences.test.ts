import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { formatReport, verify } from '../../src/verify/index.js'
import { blindSpotMutants } from './support/blind-spot-mutants.js'
import { inProcessMock, IN_PROCESS_URL, type InProcessMock } from './support/in-process.js'

const BUSINESS_DATE = '2030-06-15'

describe('random sequences checked against a model of the contract', () => {
  let mock: InProcessMock
  beforeAll(async () => {
    mock = await inProcessMock({ seed: 4, guests: 120, businessDate: BUSINESS_DATE })
  })
  beforeEach(() => mock.db.reset())

  test('our mock agrees with the model on every step of every sequence', async () => {
    const report = await verify({ baseUrl: IN_PROCESS_URL, fetch: mock.fetch, businessDate: BUSINESS_DATE, seed: 11, fuzzRuns: 100 })
    const sequences = report.checks.find((check) => check.id === 'guests.sequences')
    expect(sequences?.status).toBe('passed')
    // Ten sequences of writes and reads, not a check that sent nothing.
    expect(sequences?.requests).toBeGreaterThan(30)
    expect(report.violations).toEqual([])
  }, 60_000)

  test('a server that merges nested objects on PUT is shrunk to the four requests that show it, replayable, with the seed', async () => {
    const merging = blindSpotMutants.find((mutant) => mutant.kind.startsWith('PUT merges nested objects'))!
    const report = await verify({ baseUrl: IN_PROCESS_URL, fetch: merging.wrap(mock.fetch), businessDate: BUSINESS_DATE, seed: 3, fuzzRuns: 100 })
    const found = report.violations.find((violation) => violation.check.includes('random sequences'))
    expect(found?.message).toMatch(/^the 200 answer to the PUT differs from what the contract says at \/address\/\w+ \(sequence found after \d+ runs, shrunk \d+ times to 4 requests; replay with --seed 3\)$/)
    expect(found?.replay).toHaveLength(4)
    expect(found?.replay?.[1]).toMatch(/^POST http:\/\/hotel\.test\/api\/guests \{.*"address":\{.*\}.*\}  -> 201$/)
    expect(found?.replay?.[2]).toMatch(/^GET http:\/\/hotel\.test\/api\/guests\/[0-9a-f-]{36}  -> 200$/)
    expect(found?.replay?.[3]).toMatch(/^PUT http:\/\/hotel\.test\/api\/guests\/[0-9a-f-]{36} \{.*\}  -> 200$/)
    expect(formatReport(report)).toMatch(/^ {3}replay: {3}send in this order \(the last one fails\):\n {13} 1\. GET /m)
  }, 60_000)
})
