/** The median of some numbers (NaN for none): robust against the odd round a noisy neighbour spoils. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The `p`th percentile (0..100) of samples, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank]!
}

/** Rounds to a few significant digits, so the JSON stays readable. */
export function round(value: number, digits = 3): number {
  if (!Number.isFinite(value) || value === 0) return value
  const scale = 10 ** Math.max(0, digits - 1 - Math.floor(Math.log10(Math.abs(value))))
  return Math.round(value * scale) / scale
}
