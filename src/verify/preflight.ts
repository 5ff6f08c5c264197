import type { VerifyContext } from './context.js'
import { VerifySetupError } from './errors.js'
import { NoResponseError } from './http-client.js'
import { isCalendarDate } from '../shared/calendar-date.js'

/**
 * Makes sure a run is worth starting: the server answers at all, and it does not refuse every
 * request for want of a (valid) token. Anything else, even a 404 or a 500, is the server's answer
 * and is checked like any other.
 */
export async function preflight(ctx: VerifyContext): Promise<void> {
  const probe = ctx.spec.operations.list.find((operation) => operation.method === 'get' && !operation.parameters.some((p) => p.required))
  const path = probe?.path ?? '/'
  let status: number
  try {
    status = (await ctx.client.send({ path, query: { pageSize: 1 } })).status
  } catch (error) {
    if (error instanceof NoResponseError) {
      throw new VerifySetupError(`Cannot reach the server under test: ${error.message}. Is it running, and is --base-url right?`)
    }
    throw error
  }
  if (status === 404) await expectSomeOperation(ctx, path)
  if (status === 401) {
    throw new VerifySetupError(
      ctx.options.token === undefined
        ? `GET ${path} answered 401: this server needs a token. Pass one with --token.`
        : `GET ${path} answered 401: the server refused the token given with --token.`,
    )
  }
}

/**
 * The business date the status filters are checked against: `--business-date` if given, else
 * what the mock's control plane says, else none (and those checks are skipped, saying why).
 */
export async function resolveBusinessDate(ctx: VerifyContext): Promise<void> {
  if (ctx.options.businessDate) {
    ctx.businessDate = { value: ctx.options.businessDate, source: 'option' }
    return
  }
  try {
    const exchange = await ctx.client.send({ path: '/__mock/business-date' })
    const value = (exchange.json as { businessDate?: unknown } | undefined)?.businessDate
    if (exchange.status === 200 && typeof value === 'string' && isCalendarDate(value)) {
      ctx.businessDate = { value, source: 'server' }
      return
    }
  } catch (error) {
    if (!(error instanceof NoResponseError)) throw error
  }
  ctx.note('the business date is unknown (no --business-date, no /__mock/business-date): the status filter checks are skipped')
}

/**
 * A base URL where none of the spec's operations answers (a wrong path prefix, another service)
 * cannot be verified: every check would report the same 404. If every operation that needs no
 * parameter is a 404 there, the run stops with a setup error (exit 2) instead.
 */
async function expectSomeOperation(ctx: VerifyContext, firstPath: string): Promise<void> {
  const probes = ctx.spec.operations.list.filter((operation) => operation.method === 'get' && !operation.parameters.some((p) => p.required) && operation.path !== firstPath)
  for (const operation of probes) {
    const exchange = await ctx.client.send({ path: operation.path, query: { pageSize: 1 } })
    if (exchange.status !== 404) return
  }
  const tried = [firstPath, ...probes.map((operation) => operation.path)].map((path) => `GET ${ctx.client.url(path).href}`)
  throw new VerifySetupError(
    `No operation of the spec exists at ${ctx.client.baseUrl.href}: ${tried.join(', ')} ${tried.length === 1 ? 'answers' : 'all answer'} 404. ` +
      'Is the path prefix of --base-url right? The spec\'s paths (e.g. /api/guests) are appended to it.',
  )
}
