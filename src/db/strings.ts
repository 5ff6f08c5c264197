/**
 * Returns `text` as one flat string.
 *
 * V8 builds `a + b` and template literals as trees of concatenation nodes (32 bytes each, on top
 * of the parts they join); reading a character flattens the tree into one sequential string, and
 * the garbage collector then keeps only that. A generated timestamp drops from about 250 bytes to
 * about 50, which matters when a large hotel holds 400,000 records.
 */
export function flat(text: string): string {
  text.charCodeAt(0)
  return text
}
