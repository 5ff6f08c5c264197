import type { CheckDefinition } from '../check.js'
import type { CheckScope, Guest } from '../context.js'
import { bodyCases, MARKER_DOMAIN, validBody } from '../negative/body-cases.js'
import { counted } from '../semantics/compare.js'
import { expectNoTrace, listFingerprint } from '../semantics/list-fingerprint.js'
import { expectProblem } from '../semantics/problems.js'
import { expectUnchanged, searchGuests } from './guest-records.js'

/**
 * Sends every rejected body of createGuest and checks the answer (status, problem, errors naming
 * the field) and that nothing was created: List Guests must show the same total and the same
 * records at the ends of its orders after each case as before it, whatever the server might have
 * stored. A last search for the cases' own markers names any guest that carries one.
 */
async function rejectedCreates(scope: CheckScope): Promise<void> {
  const ctx = scope.ctx
  const operation = ctx.spec.operations.get('createGuest')
  const cases = bodyCases(ctx, operation, (label) => validBody(ctx, operation, label))
  let state = await listFingerprint(scope)
  const sent: Array<{ body: string; name: string; status: number }> = []
  for (const bodyCase of cases) {
    const exchange = await scope.send({ method: 'POST', path: '/api/guests', body: bodyCase.body, contentType: bodyCase.contentType })
    expectProblem(scope, exchange, { status: bodyCase.status, location: 'body', pointers: bodyCase.pointers, label: bodyCase.name })
    state = await expectNoTrace(scope, state, exchange, `the POST of ${bodyCase.name}`, 'createGuest')
    sent.push({ body: bodyCase.body, name: bodyCase.name, status: exchange.status })
  }
  if (ctx.has('searchGuests')) {
    const prefix = `Verify-${ctx.runId}-rejected-`
    const sweep = await searchGuests(scope, { lastName: prefix })
    // Only a guest that really carries one of the cases' markers counts as one they created.
    const ours = sweep?.guests.filter((guest) => guest.lastName.startsWith(prefix) && String(guest.email ?? '').endsWith(`@${MARKER_DOMAIN}`)) ?? []
    if (sweep && ours.length > 0) {
      // Each guest is traced to the case whose body carried its marker email, and that case's answer.
      const causes = ours.map((guest) => sent.find((item) => guest.email !== null && item.body.includes(String(guest.email))))
      const described = [...new Set(causes.map((item) => (item ? `${item.name} (answered ${item.status})` : 'an unknown case')))]
      scope.fail({
        exchange: sweep.exchange,
        operationId: 'createGuest',
        message: `${counted(ours.length, 'guest')} carrying the marker of a POST the contract rejects ${ours.length === 1 ? 'exists' : 'exist'}, written by the POST of ${described.join(', ')}`,
        actual: ours.map((g) => `${g.lastName} (${g.id})`).join(', '),
      })
    }
  }
}

/** Sends every rejected body of updateGuest to a guest of this run, re-reading it after each: it must not change. */
async function rejectedUpdates(scope: CheckScope): Promise<void> {
  const ctx = scope.ctx
  const target = ctx.createdGuests[0]
  if (!target) return scope.skip('no guest could be created to aim rejected updates at (see createGuest)')
  const operation = ctx.spec.operations.get('updateGuest')
  const path = `/api/guests/${encodeURIComponent(target.id)}`
  const cases = bodyCases(ctx, operation, (label) => ({ ...validBody(ctx, operation, label), email: target.email, lastName: target.lastName }))
  let current = await scope.send({ path })
  if (!scope.expectStatus(current, 200)) return
  let state = await listFingerprint(scope)
  for (const bodyCase of cases) {
    const exchange = await scope.send({ method: 'PUT', path, body: bodyCase.body, contentType: bodyCase.contentType })
    expectProblem(scope, exchange, { status: bodyCase.status, location: 'body', pointers: bodyCase.pointers, label: bodyCase.name })
    // A rejected PUT may neither change its guest nor anything else the list shows.
    if (exchange.status >= 400) state = await expectNoTrace(scope, state, exchange, `the PUT of ${bodyCase.name}`, 'updateGuest')
    else state = await listFingerprint(scope)
    // The state after one case is the state before the next: one read per case is enough.
    const after = await expectUnchanged(scope, current.json as Guest, exchange, 'updateGuest', `the PUT of ${bodyCase.name}`)
    if (!after) return
    current = after
  }
}

export const negativeBodyChecks: CheckDefinition[] = [
  {
    id: 'createGuest.rejected-bodies',
    operationId: 'createGuest',
    title: 'rejects every malformed, mistyped or invalid body with the right 4xx and creates nothing',
    needs: ['createGuest'],
    writes: true,
    run: rejectedCreates,
  },
  {
    id: 'updateGuest.rejected-bodies',
    operationId: 'updateGuest',
    title: 'rejects every malformed, mistyped or invalid body with the right 4xx and leaves the guest unchanged',
    needs: ['updateGuest', 'getGuest'],
    writes: true,
    run: rejectedUpdates,
  },
]
