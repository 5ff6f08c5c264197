import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SortedList } from '../../src/db/sorted-list.js'

// The chunked sorted list must behave exactly like one sorted array, whatever the chunk size.
type Op = { kind: 'insert'; key: string } | { kind: 'insert-next'; suffix: string } | { kind: 'rewrite-last'; suffix: string } | { kind: 'remove'; key: string } | { kind: 'slice'; offset: number; count: number; descending: boolean }

const key = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'é', '\u0000'), maxLength: 4 })
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: key.map((k) => ({ kind: 'insert' as const, key: k })) },
  // Just above the key inserted last, as a clock's next timestamp is.
  { weight: 2, arbitrary: key.map((suffix) => ({ kind: 'insert-next' as const, suffix: `\u0000${suffix}` })) },
  // The key inserted last removed and a slightly higher one inserted: a record written again.
  { weight: 1, arbitrary: key.map((suffix) => ({ kind: 'rewrite-last' as const, suffix: `\u0000${suffix}` })) },
  { weight: 2, arbitrary: key.map((k) => ({ kind: 'remove' as const, key: k })) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('slice' as const), offset: fc.nat(60), count: fc.nat(30), descending: fc.boolean() }) },
)

describe('SortedList', () => {
  it('agrees with a plain sorted array under any mix of inserts, removes and slices', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 40 }), fc.array(op, { maxLength: 200 }), fc.integer({ min: 1, max: 5 }), fc.boolean(), fc.integer({ min: 1, max: 4 }), (initial, ops, chunk, storeKeys, pending) => {
        const unique = [...new Set(initial)]
        // Items are `key#version`; a list that stores no keys computes them from the items.
        const keyOf = (item: string) => item.slice(0, item.lastIndexOf('#'))
        const list = SortedList.from(unique.map((k) => `${k}#0`), keyOf, { chunk, storeKeys, pending })
        let model = unique.map((k) => ({ key: k, value: `${k}#0` })).sort((a, b) => (a.key < b.key ? -1 : 1))
        let version = 0
        let lastInserted = ''
        for (const step of ops) {
          if (step.kind === 'insert' || step.kind === 'insert-next') {
            const key = step.kind === 'insert' ? step.key : lastInserted + step.suffix
            if (model.some((entry) => entry.key === key)) continue // keys are unique by contract
            list.insert(key, `${key}#${++version}`)
            lastInserted = key
            model = [...model, { key, value: `${key}#${version}` }].sort((a, b) => (a.key < b.key ? -1 : 1))
          } else if (step.kind === 'rewrite-last') {
            const next = lastInserted + step.suffix
            if (!model.some((entry) => entry.key === lastInserted) || model.some((entry) => entry.key === next)) continue
            expect(list.remove(lastInserted)).toBe(true)
            list.insert(next, `${next}#${++version}`)
            model = [...model.filter((entry) => entry.key !== lastInserted), { key: next, value: `${next}#${version}` }].sort((a, b) => (a.key < b.key ? -1 : 1))
            lastInserted = next
          } else if (step.kind === 'remove') {
            expect(list.remove(step.key)).toBe(model.some((entry) => entry.key === step.key))
            model = model.filter((entry) => entry.key !== step.key)
          } else {
            const values = model.map((entry) => entry.value)
            const expected = step.descending
              ? values.slice(Math.max(0, values.length - step.offset - step.count), Math.max(0, values.length - step.offset)).reverse()
              : values.slice(step.offset, step.offset + step.count)
            expect(list.slice(step.offset, step.count, step.descending)).toEqual(expected)
          }
          expect(list.size).toBe(model.length)
        }
        expect(list.values()).toEqual(model.map((entry) => entry.value))
      }),
      { numRuns: 300 },
    )
  })
})
