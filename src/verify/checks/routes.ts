import type { CheckDefinition } from '../check.js'
import type { CheckScope } from '../context.js'
import { expectProblem } from '../semantics/problems.js'

const PROBED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/**
 * A wrong method on a known path is a 405 whose `Allow` lists the path's methods. The probes are
 * chosen to be harmless on any server, even one that has more operations than the spec: item
 * paths get a freshly invented id, collection paths are never sent a DELETE, and bodies are `{}`.
 * A read-only run sends only DELETE and PATCH to invented ids.
 */
async function checkWrongMethods(scope: CheckScope): Promise<void> {
  const ctx = scope.ctx
  const paths = [...new Set(ctx.spec.operations.list.map((operation) => operation.path))]
  let probes = 0
  for (const template of paths) {
    const allowed = ctx.spec.operations.allowedMethods(template)
    const itemPath = template.includes('{')
    const path = template.replace(/\{[^}]+\}/g, () => ctx.random.uuid())
    for (const method of PROBED_METHODS) {
      if (allowed.includes(method)) continue
      if (!itemPath && method === 'DELETE') continue
      if (ctx.options.readOnly && !(itemPath && (method === 'DELETE' || method === 'PATCH'))) continue
      const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH'
      const exchange = await scope.send({ method, path, ...(hasBody ? { json: {} } : {}) })
      probes++
      const operationId = `${method} ${template}`
      if (exchange.status !== 405) {
        scope.fail({ exchange, operationId, message: `a method the path does not have answered ${exchange.status} instead of 405`, expected: '405', actual: String(exchange.status) })
        continue
      }
      const allow = exchange.headers.get('allow')
      if (allow === null) {
        scope.fail({ exchange, operationId, message: 'the 405 has no Allow header', expected: `Allow: ${allowed.join(', ')}` })
        continue
      }
      const listed = allow.split(',').map((m) => m.trim().toUpperCase()).filter(Boolean)
      const missing = allowed.filter((m) => m !== 'HEAD' && !listed.includes(m))
      const extra = listed.filter((m) => !allowed.includes(m) && m !== 'HEAD' && m !== 'OPTIONS')
      if (missing.length > 0 || extra.length > 0) {
        scope.fail({
          exchange,
          operationId,
          message: `Allow does not list the path's methods${missing.length ? ` (missing ${missing.join(', ')})` : ''}${extra.length ? ` (extra ${extra.join(', ')})` : ''}`,
          expected: allowed.join(', '),
          actual: allow,
        })
      }
    }
  }
  if (probes === 0) return scope.skip('no harmless wrong-method probe is left in a read-only run')
}

async function checkUnknownRoutes(scope: CheckScope): Promise<void> {
  const ctx = scope.ctx
  const unknown = [`/api/verify-unknown-${ctx.runId}`, `/api/guests/${ctx.random.uuid()}/verify-unknown`]
  for (const path of unknown) {
    const exchange = await scope.send({ path })
    expectProblem(scope, exchange, { status: 404, label: 'a path the API does not have' })
  }
}

export const routeChecks: CheckDefinition[] = [
  { id: 'routes.wrong-method', operationId: 'routes', title: 'a wrong method is a 405 with Allow', needs: [], run: checkWrongMethods },
  { id: 'routes.unknown', operationId: 'routes', title: 'an unknown path is a 404 problem', needs: [], run: checkUnknownRoutes },
]
