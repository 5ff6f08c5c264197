/** Cuts a text to a length a report can show, saying how much was left out. */
export function excerpt(text: string, max = 1000): string {
  if (text.length <= max) return text
  return `${text.slice(0, max)}... (${text.length - max} more characters)`
}

/** A short, single-line rendering of any value for "expected" and "actual" lines. */
export function show(value: unknown, max = 300): string {
  let text: string
  if (value === undefined) text = 'undefined'
  else if (typeof value === 'string') text = JSON.stringify(value)
  else {
    try {
      text = JSON.stringify(value) ?? String(value)
    } catch {
      text = String(value)
    }
  }
  return excerpt(text, max)
}
