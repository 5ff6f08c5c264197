/**
 * RFC 6901 JSON Pointers: the one implementation behind the mock's error pointers, the spec's
 * `$ref`s and the verifier's comparisons.
 *
 * @example
 * pointerTokens('/address/line1') // ['address', 'line1']
 * valueAt({ a: { 'b/c': 1 } }, '/a/b~1c') // 1
 */

/** One reference token, escaped (`~` as `~0`, `/` as `~1`). */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1')
}

/** A pointer made of reference tokens, e.g. `['address', 'line1']` -> `/address/line1`. */
export function toPointer(tokens: ReadonlyArray<string | number>): string {
  return tokens.map((token) => `/${escapePointerToken(String(token))}`).join('')
}

/** The reference tokens of a pointer, unescaped; `''` (the whole document) has none. A `#` in front (a `$ref`) is allowed. */
export function pointerTokens(pointer: string): string[] {
  const path = pointer.startsWith('#') ? pointer.slice(1) : pointer
  if (path === '') return []
  return path
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
}

/** The value a pointer points at, or `undefined` where there is none. */
export function valueAt(document: unknown, pointer: string): unknown {
  let node = document
  for (const token of pointerTokens(pointer)) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, token)) return undefined
    node = (node as Record<string, unknown>)[token]
  }
  return node
}
