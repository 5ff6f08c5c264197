import { MockError } from '../shared/errors.js'
import { isAllowedOrigin } from './cors-policy.js'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** What the guard reads from a request to `/__mock/`. */
export interface ControlRequest {
  method: string
  header(name: string): string | null
}

/**
 * Refuses (403) a browser request to the control plane from another site, so a web page the user
 * happens to open cannot reset or replace the mock's data: `Origin` must be the server's own
 * origin or one allowed for the control plane, `Sec-Fetch-Site` must not say another site, and a
 * browser's write must carry a JSON content type or `X-Mock-Control` (which a cross-site "simple"
 * request cannot send without a preflight). Clients that are not browsers (curl, tests, the CLI)
 * send none of these headers and pass (docs/decisions/0505-safe-on-a-network.md).
 */
export function checkControlRequest(request: ControlRequest, ownOrigin: string, allowed: '*' | readonly string[]): void {
  if (allowed === '*') return
  const origin = request.header('origin')
  const site = request.header('sec-fetch-site')
  if (origin === null && site === null) return
  if (origin !== null && origin.toLowerCase() !== ownOrigin.toLowerCase() && !isAllowedOrigin(allowed, origin)) {
    throw refused(`requests from ${origin.slice(0, 100)} are not allowed`)
  }
  if (origin === null && site !== 'same-origin' && site !== 'none') throw refused(`Sec-Fetch-Site says ${String(site).slice(0, 20)}`)
  if (SAFE_METHODS.has(request.method)) return
  const contentType = request.header('content-type')?.split(';')[0]!.trim().toLowerCase()
  if (contentType !== 'application/json' && request.header('x-mock-control') === null) {
    throw refused('a browser write needs Content-Type: application/json or an X-Mock-Control header')
  }
}

function refused(why: string): MockError {
  return new MockError(
    'FORBIDDEN',
    `The control plane refuses cross-site browser requests: ${why}. Start the mock with --control-origin <origin> to allow a page to use /__mock/.`,
  )
}
