import type { CheckScope } from '../context.js'
import type { Exchange } from '../http-client.js'
import { NoResponseError } from '../http-client.js'

/**
 * Whether a URL the server advertised (a `Link` target, a `Location`) lies under the base URL the
 * run was given: same origin and path prefix. A URL with an internal host name or a missing
 * prefix is useless to a client even when its path looks right. Reports it and returns false.
 */
export function expectUnderBase(scope: CheckScope, exchange: Exchange, url: URL, what: string): boolean {
  if (scope.ctx.client.isUnderBase(url)) return true
  scope.fail({
    exchange,
    message: `${what} points outside the API's base URL (another host, port or path prefix), so a client cannot follow it`,
    expected: `a URL under ${scope.ctx.client.baseUrl.href}`,
    actual: url.href,
  })
  return false
}

/**
 * Follows a URL the server advertised and returns the answer, or undefined when nothing answered
 * (reported as a violation of the exchange that advertised it).
 */
export async function follow(scope: CheckScope, advertisedBy: Exchange, url: URL, what: string): Promise<Exchange | undefined> {
  try {
    return await scope.send({ path: '', url })
  } catch (error) {
    if (!(error instanceof NoResponseError)) throw error
    scope.fail({ exchange: advertisedBy, message: `${what} cannot be followed: ${error.message}`, actual: url.href })
    return undefined
  }
}

/** Follows a paging link and expects the page it names. */
export async function followPageLink(scope: CheckScope, advertisedBy: Exchange, rel: string, url: URL, page: number): Promise<void> {
  const what = `the rel="${rel}" link`
  const exchange = await follow(scope, advertisedBy, url, what)
  if (!exchange) return
  if (exchange.status !== 200) {
    scope.fail({ exchange, message: `following ${what} answered ${exchange.status} instead of the page it names`, expected: `200 with page ${page}`, actual: String(exchange.status) })
    return
  }
  const body = exchange.json as { page?: unknown } | undefined
  if (body?.page !== page) scope.fail({ exchange, message: `following ${what} gives another page than it names`, expected: String(page), actual: String(body?.page) })
}
