import { runCheck, skipCheck } from './check.js'
import { VerifyContext } from './context.js'
import { VerifierClient } from './http-client.js'
import { resolveOptions, type VerifyOptions } from './options.js'
import { preflight, resolveBusinessDate } from './preflight.js'
import type { VerifyReport } from './report.js'
import { loadSpec } from './spec-source.js'
import { suite } from './suite.js'
import { diagnose } from './diagnosis/root-causes.js'

const STOP_AFTER_FAILURES = 5

/**
 * Runs the contract suite against a server and returns the report. It rejects with a
 * `VerifySetupError` only when it cannot run at all (bad options, unreadable spec, server
 * unreachable or refusing the token); every deviation from the contract is in the report.
 *
 * @example
 * const report = await verify({ baseUrl: 'http://127.0.0.1:4010', businessDate: '2026-11-22', seed: 1 })
 * if (!report.passed) console.log(formatReport(report))
 */
export async function verify(options: VerifyOptions): Promise<VerifyReport> {
  const resolved = resolveOptions(options)
  const startedAt = new Date()
  const started = performance.now()
  const spec = await loadSpec(resolved.spec)
  const client = new VerifierClient(resolved.baseUrl, spec.operations, resolved)
  const ctx = new VerifyContext(resolved, spec, client)
  resolved.onProgress({ type: 'start', baseUrl: resolved.baseUrl.href, seed: resolved.seed })
  await preflight(ctx)
  await resolveBusinessDate(ctx)
  const checks = suite(ctx)
  for (const [index, check] of checks.entries()) {
    await runCheck(ctx, check)
    // A server that stopped answering would make every later check wait for its time limit.
    if (client.consecutiveFailures >= STOP_AFTER_FAILURES) {
      const rest = checks.slice(index + 1)
      ctx.note(`the server stopped answering (${client.consecutiveFailures} requests in a row got no response); the remaining ${rest.length} checks were not run`)
      for (const skipped of rest) skipCheck(ctx, skipped, 'not run: the server stopped answering')
      break
    }
  }
  const diagnosis = diagnose(ctx, client.answers.canned())
  const durationMs = Math.round(performance.now() - started)
  resolved.onProgress({ type: 'end', violations: ctx.violations.length, durationMs })
  return {
    baseUrl: resolved.baseUrl.href,
    spec: { title: spec.title, version: spec.version },
    startedAt: startedAt.toISOString(),
    durationMs,
    seed: resolved.seed,
    fuzzRuns: resolved.fuzzRuns,
    readOnly: resolved.readOnly,
    businessDate: ctx.businessDate,
    requests: client.requests,
    checks: ctx.checks,
    violations: ctx.violations,
    notes: ctx.notes,
    diagnosis,
    coverage: client.coverage.summary(spec.operations.list, spec.document),
    passed: ctx.violations.length === 0,
  }
}
