import { vi } from 'vitest'

type Validator = ((value: unknown) => boolean) & { errors?: unknown }

/**
 * A fresh module graph of the package whose precompiled validators for `components` count their
 * runs: patched before anything in that graph has looked a validator up, so every lookup (the
 * API's, the database's, the collections' schemas) finds the counting one. Gives a function per
 * component that reads its count, and the fresh graph's package entry.
 */
export async function countingValidators<const N extends string>(
  ...components: N[]
): Promise<Record<N, () => number> & { modules: typeof import('guest-reservation-mock') }> {
  vi.resetModules()
  const { precompiledValidators } = await import('../../src/generated/validators.js')
  const table = precompiledValidators as Record<string, Validator>
  const counts = {} as Record<N, () => number>
  for (const name of components) {
    const key = `{"$ref":"#/components/schemas/${name}"}`
    const real = table[key]
    if (!real) throw new Error(`No precompiled validator for ${name}.`)
    let runs = 0
    const counting: Validator = Object.assign((value: unknown) => {
      runs++
      const valid = real(value)
      counting.errors = real.errors
      return valid
    }, real)
    table[key] = counting
    counts[name] = () => runs
  }
  const modules = await import('guest-reservation-mock')
  return Object.assign(counts, { modules })
}
