import type { CheckDefinition } from '../check.js'
import type { CheckScope, Guest } from '../context.js'
import type { Exchange } from '../http-client.js'
import { markerEmail, validBody } from '../negative/body-cases.js'
import { expectNoTrace, listFingerprint } from '../semantics/list-fingerprint.js'
import { expectProblem } from '../semantics/problems.js'
import { fillPath } from './negative-parameters.js'
import { expectUnchanged, getGuest, guestPath, searchGuests } from './guest-records.js'

/**
 * With a token, the server is expected to enforce the spec's bearer scheme: every operation
 * without a token, or with a wrong one, is a 401 problem with `WWW-Authenticate`, and a refused
 * write changes nothing: a POST creates no guest, a PUT leaves the guest as it was.
 */
async function checkAuth(scope: CheckScope): Promise<void> {
  const ctx = scope.ctx
  if (ctx.options.token === undefined) return scope.skip('no --token given: the server is checked as an anonymous API')
  const tokens = [false, `wrong-${ctx.runId}`] as const
  /** E.g. `POST without a token`: the request, as the messages name it after "a" or "the". */
  const label = (token: (typeof tokens)[number], request: string) => `${request} ${token === false ? 'without a token' : 'with a wrong token'}`
  for (const operation of ctx.spec.operations.list) {
    if (operation.method !== 'get') continue
    const path = fillPath(ctx, operation) ?? operation.path.replace(/\{[^}]+\}/g, () => ctx.random.uuid())
    const query = operation.operationId === 'searchGuests' ? { q: 'a' } : {}
    for (const token of tokens) expectUnauthorized(scope, await scope.send({ path, query, token }), `a ${label(token, 'request')}`)
  }
  if (ctx.options.readOnly) return scope.skipPart('writes without a valid token', 'read-only run: no writes')
  if (ctx.has('createGuest') && ctx.has('searchGuests')) {
    const operation = ctx.spec.operations.get('createGuest')
    for (const [index, token] of tokens.entries()) {
      const marker = `unauthorized-${index}`
      const state = await listFingerprint(scope)
      const post = await scope.send({ method: 'POST', path: '/api/guests', json: validBody(ctx, operation, marker), token })
      const what = label(token, 'POST')
      expectUnauthorized(scope, post, `a ${what}`)
      await expectNoTrace(scope, state, post, `the ${what}`, 'createGuest')
      const found = await searchGuests(scope, { email: markerEmail(ctx, marker) })
      const ours = found?.guests.filter((guest) => String(guest.email).toLowerCase() === markerEmail(ctx, marker)) ?? []
      if (ours.length > 0) scope.fail({ exchange: post, message: `a ${what} (answered ${post.status}) created a guest`, actual: ours.map((g) => g.id).join(', ') })
    }
  }
  if (ctx.has('createGuest') && ctx.has('updateGuest') && ctx.has('getGuest')) {
    // The PUTs go to a guest of the run's own, made with the token: should the server apply them
    // (the very fault looked for), no guest of the hotel is overwritten.
    const made = await scope.send({ method: 'POST', path: '/api/guests', json: validBody(ctx, ctx.spec.operations.get('createGuest'), 'auth-target') })
    const target = made.json as Guest | undefined
    if (made.status !== 201 || typeof target?.id !== 'string') return scope.skipPart('PUTs without a valid token', `the guest to aim them at could not be created (the POST answered ${made.status})`)
    const before = await getGuest(scope, target.id)
    if (!scope.expectStatus(before, 200)) return
    const body = validBody(ctx, ctx.spec.operations.get('updateGuest'), 'unauthorized-put')
    for (const token of tokens) {
      const put = await scope.send({ method: 'PUT', path: guestPath(target.id), json: body, token })
      const what = `a ${label(token, 'PUT')}`
      expectUnauthorized(scope, put, what)
      await expectUnchanged(scope, before.json as Guest, put, 'updateGuest', what)
    }
  }
}

/** A 401 problem with `WWW-Authenticate`, as the bearer scheme answers `label`. */
function expectUnauthorized(scope: CheckScope, exchange: Exchange, label: string): void {
  if (!expectProblem(scope, exchange, { status: 401, label })) return
  if (!exchange.headers.get('www-authenticate')) {
    scope.fail({ exchange, message: `the 401 for ${label} has no WWW-Authenticate header`, expected: 'WWW-Authenticate: Bearer ...' })
  }
}

export const authChecks: CheckDefinition[] = [{ id: 'auth.bearer', operationId: 'auth', title: 'without a valid token every operation is a 401', needs: [], run: checkAuth }]
