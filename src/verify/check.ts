import { CheckScope, SkipCheck, type VerifyContext } from './context.js'
import { NoResponseError } from './http-client.js'
import type { CheckResult } from './report.js'

/** One named check of the suite. */
export interface CheckDefinition {
  /** Stable id, e.g. `searchGuests.q-case-insensitive`. */
  id: string
  /** The operation it exercises (the report's group, and whom to blame by default). */
  operationId: string
  title: string
  /** Operations the spec must have for the check to make sense. */
  needs?: string[]
  /** The check sends POST or PUT requests (skipped with `--read-only`). */
  writes?: boolean
  run(scope: CheckScope): Promise<void>
}

/**
 * Runs one check: skips it when the spec or the options rule it out, turns a missing response or
 * an unexpected failure into a violation (never into a silent pass), and times it.
 */
export async function runCheck(ctx: VerifyContext, check: CheckDefinition): Promise<CheckResult> {
  const scope = new CheckScope(ctx, `${check.operationId}: ${check.title}`, check.operationId)
  ctx.options.onProgress({ type: 'check-start', id: check.id, group: check.operationId, title: check.title })
  const started = performance.now()
  let skipped: string | undefined
  const missing = (check.needs ?? [check.operationId]).filter((operationId) => !ctx.has(operationId))
  if (missing.length > 0) skipped = `the spec has no ${missing.join(', ')} operation`
  else if (check.writes && ctx.options.readOnly) skipped = 'read-only run: no writes'
  else {
    try {
      await check.run(scope)
    } catch (error) {
      if (error instanceof SkipCheck) skipped = error.reason
      else if (error instanceof NoResponseError) scope.reportNoResponse(error)
      else scope.fail({ message: `the check stopped: ${error instanceof Error ? error.message : String(error)}` })
    }
  }
  const result: CheckResult = {
    id: check.id,
    group: check.operationId,
    title: check.title,
    status: skipped !== undefined ? 'skipped' : scope.violations > 0 ? 'failed' : 'passed',
    ...(skipped !== undefined ? { reason: skipped } : {}),
    ...(skipped === undefined && scope.notRun.length > 0 ? { notRun: scope.notRun } : {}),
    violations: scope.violations,
    requests: scope.requests,
    durationMs: Math.round(performance.now() - started),
  }
  ctx.checks.push(result)
  ctx.options.onProgress({ type: 'check-end', result })
  return result
}

/** Records a check that was not run at all. */
export function skipCheck(ctx: VerifyContext, check: CheckDefinition, reason: string): void {
  const result: CheckResult = { id: check.id, group: check.operationId, title: check.title, status: 'skipped', reason, violations: 0, requests: 0, durationMs: 0 }
  ctx.checks.push(result)
  ctx.options.onProgress({ type: 'check-end', result })
}
