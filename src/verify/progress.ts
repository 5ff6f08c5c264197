import type { CheckResult } from './report.js'

/** What the verifier announces while it runs. */
export type ProgressEvent =
  | { type: 'start'; baseUrl: string; seed: number }
  | { type: 'check-start'; id: string; group: string; title: string }
  | { type: 'check-end'; result: CheckResult }
  | { type: 'note'; message: string }
  | { type: 'end'; violations: number; durationMs: number }

/**
 * A progress printer for a terminal or a CI log: one line per finished check, so a long run shows
 * where it is and a failure shows up as soon as it is found.
 *
 * @example
 * await verify({ baseUrl, onProgress: progressPrinter((line) => console.error(line)) })
 */
export function progressPrinter(write: (line: string) => void): (event: ProgressEvent) => void {
  return (event) => {
    switch (event.type) {
      case 'start':
        write(`verifying ${event.baseUrl} (seed ${event.seed})`)
        break
      case 'check-end': {
        const { result } = event
        const mark = result.status === 'passed' ? 'ok  ' : result.status === 'failed' ? 'FAIL' : 'skip'
        const detail =
          result.status === 'skipped'
            ? result.reason ?? ''
            : `${result.requests} requests, ${result.durationMs} ms${result.violations ? `, ${result.violations} violation${result.violations === 1 ? '' : 's'}` : ''}`
        write(`  ${mark} ${result.group}: ${result.title} (${detail})`)
        break
      }
      case 'note':
        write(`  note: ${event.message}`)
        break
      case 'end':
        write(`done in ${(event.durationMs / 1000).toFixed(1)} s: ${event.violations} violations`)
        break
      default:
        break
    }
  }
}
