import type { CheckScope } from '../context.js'
import { counted, listSome } from './compare.js'

/**
 * Reports the records of a list that break one rule, naming a few of them: one violation per
 * rule, against the list they were read from.
 *
 * @example
 * reportBroken(scope, { operationId: 'listGuests', path: '/api/guests', noun: 'guest' }, 'updatedAt is not before createdAt', late, (g) => g.id)
 */
export function reportBroken<T>(
  scope: CheckScope,
  list: { operationId: string; path: string; noun: string },
  rule: string,
  broken: readonly T[],
  describe: (record: T) => string,
): void {
  if (broken.length === 0) return
  scope.fail({
    request: { method: 'GET', url: scope.ctx.client.url(list.path).href, headers: {} },
    operationId: list.operationId,
    message: `${counted(broken.length, list.noun)} ${broken.length === 1 ? 'breaks' : 'break'} the rule: ${rule}`,
    actual: listSome(broken.map(describe)),
  })
}
