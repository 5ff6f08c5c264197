import { escapePointerToken, valueAt as pointerValueAt } from '../../shared/json-pointer.js'
/** Structural equality of JSON values (object key order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  return differences(a, b, '', 1).length === 0
}

/**
 * The JSON Pointers at which two JSON values differ, at most `limit` of them: a property present
 * on one side only, or a leaf with another value.
 */
export function differences(expected: unknown, actual: unknown, pointer = '', limit = 5): string[] {
  const out: string[] = []
  walk(expected, actual, pointer, out, limit)
  return out
}

function walk(expected: unknown, actual: unknown, pointer: string, out: string[], limit: number): void {
  if (out.length >= limit) return
  if (Object.is(expected, actual)) return
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length) {
      out.push(pointer || '/')
      return
    }
    expected.forEach((item, index) => walk(item, actual[index], `${pointer}/${index}`, out, limit))
    return
  }
  if (isObject(expected) && isObject(actual)) {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)])
    for (const key of keys) {
      const child = `${pointer}/${escapePointerToken(key)}`
      if (!(key in expected) || !(key in actual)) {
        if (out.length < limit) out.push(child)
        continue
      }
      walk(expected[key], actual[key], child, out, limit)
    }
    return
  }
  out.push(pointer || '/')
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The value at a JSON Pointer, or undefined. */
export function valueAt(value: unknown, pointer: string): unknown {
  // Reports name the whole body `/`.
  return pointer === '/' ? value : pointerValueAt(value, pointer)
}

/** "a, b, c and 4 more" for id lists in messages. */
export function listSome(items: readonly string[], max = 3): string {
  if (items.length === 0) return '(none)'
  const shown = items.slice(0, max).join(', ')
  return items.length > max ? `${shown} and ${items.length - max} more` : shown
}

/** "1 guest", "3 guests". */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`
}
