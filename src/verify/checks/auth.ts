import type { CheckDefinition } from '../check.js'
import type { CheckScope } from '../context.js'
import { markerEmail, validBody } from '../negative/body-cases.js'
import { expectNoTrace, listFingerprint } from '../semantics/list-fingerprint.js'
import { expectProblem } from '../semantics/problems.js'
import { fillPath } from './negative-parameters.js'
import { searchGuests } from './guest-records.js'

/**
 * With a token, the server is expected to enforce the spec's bearer scheme: every operation
 * without a token, or with a wrong one, is a 401 problem with `WWW-Authenticate`, and a refused
 * write creates nothing.
 */
async function checkAuth(scope: CheckScope): Promise<void> {
  const ctx = scope.ctx
  if (ctx.options.token === undefined) return scope.skip('no --token given: the server is checked as an anonymous API')
  for (const operation of ctx.spec.operations.list) {
    if (operation.method !== 'get') continue
    const path = fillPath(ctx, operation) ?? operation.path.replace(/\{[^}]+\}/g, () => ctx.random.uuid())
    const query = operation.operationId === 'searchGuests' ? { q: 'a' } : {}
    for (const token of [false, `wrong-${ctx.runId}`] as const) {
      const exchange = await scope.send({ path, query, token })
      const label = token === false ? 'a request without a token' : 'a request with a wrong token'
      if (!expectProblem(scope, exchange, { status: 401, label })) continue
      if (!exchange.headers.get('www-authenticate')) {
        scope.fail({ exchange, message: `the 401 for ${label} has no WWW-Authenticate header`, expected: 'WWW-Authenticate: Bearer ...' })
      }
    }
  }
  if (ctx.options.readOnly || !ctx.has('createGuest') || !ctx.has('searchGuests')) return
  const operation = ctx.spec.operations.get('createGuest')
  const body = validBody(ctx, operation, 'unauthorized')
  const state = await listFingerprint(scope)
  const post = await scope.send({ method: 'POST', path: '/api/guests', json: body, token: false })
  expectProblem(scope, post, { status: 401, label: 'a POST without a token' })
  await expectNoTrace(scope, state, post, 'the POST without a token', 'createGuest')
  const found = await searchGuests(scope, { email: markerEmail(ctx, 'unauthorized') })
  const ours = found?.guests.filter((guest) => String(guest.email).toLowerCase() === markerEmail(ctx, 'unauthorized')) ?? []
  if (ours.length > 0) scope.fail({ exchange: post, message: `the POST without a token (answered ${post.status}) created a guest`, actual: ours.map((g) => g.id).join(', ') })
}

export const authChecks: CheckDefinition[] = [{ id: 'auth.bearer', operationId: 'auth', title: 'without a valid token every operation is a 401', needs: [], run: checkAuth }]
