import type { CheckDefinition } from './check.js'
import { authChecks } from './checks/auth.js'
import { guestSearchChecks } from './checks/guest-search.js'
import { guestWriteChecks } from './checks/guest-writes.js'
import { guestReadChecks } from './checks/guests-read.js'
import { negativeBodyChecks } from './checks/negative-bodies.js'
import { negativeParameterChecks } from './checks/negative-parameters.js'
import { nestedReplacementChecks } from './checks/nested-replacement.js'
import { reservationReadChecks } from './checks/reservations-read.js'
import { routeChecks } from './checks/routes.js'
import { statusFilterChecks } from './checks/status-filters.js'
import type { VerifyContext } from './context.js'
import { fuzzChecks } from './fuzz/fuzz-checks.js'
import { sequenceChecks } from './stateful/sequence-check.js'

/**
 * The checks in the order they run. Reads come first and record what the server holds (every
 * guest, every reservation), so the later checks can compare against it; the run's own writes
 * come after every read that compares whole lists, so they cannot disturb them.
 */
export function suite(ctx: VerifyContext): CheckDefinition[] {
  return [
    ...guestReadChecks,
    ...guestSearchChecks,
    ...reservationReadChecks,
    ...statusFilterChecks,
    ...negativeParameterChecks(ctx),
    ...routeChecks,
    ...authChecks,
    ...guestWriteChecks,
    ...nestedReplacementChecks,
    ...negativeBodyChecks,
    ...fuzzChecks(ctx),
    ...sequenceChecks,
  ]
}
