/**
 * Whether two JSON values would be written as the same text: the same primitive, or arrays and
 * objects with equal entries in the same order (an object listing its keys in another order is
 * not the same). Symbol-keyed properties are not JSON and are not compared.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameJson(item, b[index]))
  if (Array.isArray(b)) return false
  const keys = Object.keys(a)
  const otherKeys = Object.keys(b)
  if (keys.length !== otherKeys.length) return false
  return keys.every((key, index) => key === otherKeys[index] && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}
