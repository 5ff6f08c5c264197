import type { Fixtures, PlaywrightTestArgs, TestInfo } from '@playwright/test'
import { SESSION_COOKIE, SESSION_HEADER } from '../sessions/session-key.js'
import { connectSession, type MockSession } from './session-client.js'

/** Fixtures that give every test its own session of one standalone server. */
export interface MockSessionFixtures {
  /** The standalone server's URL. Default: the `MOCK_SERVER_URL` environment variable, else http://127.0.0.1:4010. */
  mockServerUrl: string
  /** How the browser context names the session: the `mock-session` cookie on the server's origin (default) or an `X-Mock-Session` header on every request. */
  mockSessionTransport: 'cookie' | 'header'
  /** A bearer token, when the server was started with `--auth-token`. */
  mockAuthToken: string | undefined
  /** This test's session: its own hotel on the server, its control plane and its journal. Ended after the test. */
  mockSession: MockSession
}

/** A session key for one test: unique per test and retry, and a valid key. */
export function sessionKeyFor(testInfo: Pick<TestInfo, 'testId' | 'retry' | 'repeatEachIndex'>): string {
  return `pw-${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 64)
}

/**
 * The session fixtures, to pass to `test.extend()` (or use the ready `test` of this entry). The
 * browser context carries the session key, so the app under test needs no change; the test gets
 * the session's control plane and journal (docs/parallel-tests.md).
 *
 * @example
 * import { test as base } from '@playwright/test'
 * import { mockSessionFixtures } from 'guest-reservation-mock/playwright'
 * export const test = base.extend(mockSessionFixtures)
 */
export const mockSessionFixtures: Fixtures<MockSessionFixtures, object, PlaywrightTestArgs> = {
  mockServerUrl: [process.env.MOCK_SERVER_URL ?? 'http://127.0.0.1:4010', { option: true }],
  mockSessionTransport: ['cookie', { option: true }],
  mockAuthToken: [undefined, { option: true }],
  mockSession: async ({ context, mockServerUrl, mockSessionTransport, mockAuthToken }, use, testInfo) => {
    const key = sessionKeyFor(testInfo)
    if (mockSessionTransport === 'cookie') {
      await context.addCookies([{ name: SESSION_COOKIE, value: key, url: mockServerUrl }])
    } else {
      await context.setExtraHTTPHeaders({ [SESSION_HEADER]: key })
    }
    const session = connectSession(mockServerUrl, key, mockAuthToken ? { authToken: mockAuthToken } : {})
    await use(session)
    // Frees the session at once rather than after the server's idle timeout.
    await session.end()
  },
}
