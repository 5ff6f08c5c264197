import type { VerifyContext } from '../context.js'

/**
 * The business date the server's own status lists point at, when it is not the one the run
 * checks against: arrivals all arrive on one day D and departures all leave on D (whichever of
 * the two lists is not empty), and the upcoming stays all arrive after D. Undefined when the
 * lists agree with the run's date, are empty, or disagree with each other (then the filter
 * itself is wrong, not the date).
 */
export function suggestedBusinessDate(ctx: VerifyContext): string | undefined {
  const given = ctx.businessDate?.value
  if (!given) return undefined
  const onlyDate = (status: string, field: 'arrivalDate' | 'departureDate'): string | null | undefined => {
    const list = ctx.statusLists.get(status)
    if (!list || !list.complete) return undefined
    if (list.items.length === 0) return null
    const dates = new Set(list.items.map((r) => r[field]))
    return dates.size === 1 ? [...dates][0] : undefined
  }
  const arrivals = onlyDate('arrivals', 'arrivalDate')
  const departures = onlyDate('departures', 'departureDate')
  if (arrivals === undefined || departures === undefined) return undefined
  const candidates = new Set([arrivals, departures].filter((date): date is string => date !== null))
  if (candidates.size !== 1) return undefined
  const suggested = [...candidates][0]!
  if (suggested === given) return undefined
  const upcoming = ctx.statusLists.get('upcoming')
  if (upcoming?.items.some((r) => r.arrivalDate <= suggested)) return undefined
  return suggested
}
