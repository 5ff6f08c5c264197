import { runCheck } from './check.js'
import { VerifyContext } from './context.js'
import { VerifierClient } from './http-client.js'
import { resolveOptions, type VerifyOptions } from './options.js'
import { preflight, resolveBusinessDate } from './preflight.js'
import type { VerifyReport } from './report.js'
import { loadSpec } from './spec-source.js'
import { suite } from './suite.js'

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
  for (const check of suite(ctx)) await runCheck(ctx, check)
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
    passed: ctx.violations.length === 0,
  }
}
