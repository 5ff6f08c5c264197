/**
 * A value as an option's error message shows it: a string quoted, so that `'7'` is told apart from
 * `7`; other values as JSON where they have one (cut at 100 characters), else by their type.
 *
 * @example
 * shown('7') // '"7"'
 * shown(7) // '7'
 */
export function shown(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(clipped(value))
    case 'number':
    case 'bigint':
    case 'boolean':
    case 'undefined':
    case 'symbol':
      return String(value)
    case 'function':
      return 'a function'
    default: {
      let text: string | undefined
      try {
        text = JSON.stringify(value)
      } catch {
        text = undefined
      }
      return text === undefined ? Object.prototype.toString.call(value) : clipped(text)
    }
  }
}

/** `text` cut at 100 characters, an ellipsis marking the cut. */
function clipped(text: string): string {
  return text.length > 100 ? `${text.slice(0, 100)}…` : text
}
