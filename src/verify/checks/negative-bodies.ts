import type { CheckDefinition } from '../check.js'
import type { CheckScope, Guest } from '../context.js'
import { bodyCases, markerEmail, markerLastName, validBody } from '../negative/body-cases.js'
import { counted } from '../semantics/compare.js'
import { expectProblem } from '../semantics/problems.js'
import { expectUnchanged, searchGuests } from './guest-records.js'

/**
 * Sends every rejected body of createGuest and checks the answer (status, problem, errors naming
 * the field) and that nothing was created: each case carries its own marker email and last name,
 * and a search for them must come back empty.
 */
async function rejectedCreates(scope: CheckScope): Promise<void> {
  const ctx = scope.ctx
  const operation = ctx.spec.operations.get('createGuest')
  const cases = bodyCases(ctx, operation, (label) => validBody(ctx, operation, label))
  for (const [index, bodyCase] of cases.entries()) {
    const exchange = await scope.send({ method: 'POST', path: '/api/guests', body: bodyCase.body, contentType: bodyCase.contentType })
    expectProblem(scope, exchange, { status: bodyCase.status, location: 'body', pointers: bodyCase.pointers, label: bodyCase.name })
    if (!ctx.has('searchGuests')) continue
    const label = `rejected-${index + 1}`
    const markers: Array<Record<string, string>> = [{ email: markerEmail(ctx, label) }, { lastName: markerLastName(ctx, label) }]
    const marker = markers.find((query) =>
      bodyCase.body.includes(Object.values(query)[0]!),
    )
    if (!marker) continue
    const found = await searchGuests(scope, marker)
    if (found && found.guests.length > 0) {
      scope.fail({
        exchange,
        operationId: 'createGuest',
        message: `the POST of ${bodyCase.name} answered ${exchange.status}, yet a guest was created`,
        actual: found.guests.map((g) => g.id).join(', '),
      })
    }
  }
  if (ctx.has('searchGuests')) {
    const sweep = await searchGuests(scope, { lastName: `Verify-${ctx.runId}-rejected` })
    if (sweep && sweep.guests.length > 0) {
      scope.fail({ exchange: sweep.exchange, operationId: 'createGuest', message: `${counted(sweep.guests.length, 'guest')} created by POSTs that were answered with errors` })
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
  for (const bodyCase of cases) {
    const exchange = await scope.send({ method: 'PUT', path, body: bodyCase.body, contentType: bodyCase.contentType })
    expectProblem(scope, exchange, { status: bodyCase.status, location: 'body', pointers: bodyCase.pointers, label: bodyCase.name })
    // The state after one case is the state before the next: one read per case is enough.
    const after = await expectUnchanged(scope, current.json as Guest, exchange, 'updateGuest')
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
