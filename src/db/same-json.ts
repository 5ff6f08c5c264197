/**
 * Whether two JSON values would be written as the same text: the same primitive, or arrays and
 * objects with equal entries in the same order (an object listing its keys in another order is
 * not the same). Symbol-keyed properties are not JSON and are not compared. Plain loops: it runs
 * over every field of a guest twice on each write.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  const keys = Object.keys(a)
  const otherKeys = Object.keys(b)
  if (keys.length !== otherKeys.length) return false
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    if (key !== otherKeys[i] || !sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false
  }
  return true
}
