/**
 * `text` as a regular expression that matches exactly it.
 *
 * @example
 * new RegExp(`^${escapeRegExp('http://hotel.test')}/api/`).test('http://hotel.test/api/guests') // true
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}
