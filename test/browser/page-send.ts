import type { Page } from 'playwright-core'
import { createSend, type Send } from '../support/contract.js'

/**
 * A `Send` (the one the other runtimes' suites use) whose requests are made by `fetch` inside
 * the page, so the service worker answers them exactly as it answers the app. Every response is
 * checked against the spec on the way back, as in the other runtimes.
 */
export function pageSend(page: Page, origin: string): Send {
  return createSend(origin, async (request) => {
    const init = {
      method: request.method,
      headers: Object.fromEntries(request.headers),
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text(),
    }
    const answer = await page.evaluate(
      async ({ url, init }) => {
        const response = await fetch(url, init)
        return { status: response.status, headers: [...response.headers], body: await response.text() }
      },
      { url: request.url, init },
    )
    const withoutBody = [204, 205, 304].includes(answer.status)
    return new Response(withoutBody ? null : answer.body, { status: answer.status, headers: answer.headers })
  })
}

export interface TimedAnswer {
  status: number
  preferenceApplied: string | null
  /** Milliseconds from `fetch` to the whole body, measured in the page (no test-driver overhead). */
  elapsed: number
}

/** One request from the page, timed in the page: for latency and `Prefer: delay` checks. */
export function timedFetch(page: Page, path: string, headers: Record<string, string> = {}): Promise<TimedAnswer> {
  return page.evaluate(
    async ({ path, headers }) => {
      const started = performance.now()
      const response = await fetch(path, { headers })
      await response.text()
      return { status: response.status, preferenceApplied: response.headers.get('preference-applied'), elapsed: performance.now() - started }
    },
    { path, headers },
  )
}
