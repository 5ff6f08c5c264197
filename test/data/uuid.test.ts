import { describe, expect, test } from 'vitest'
import { randomUuid, uuidOf } from '../../src/shared/uuid.js'

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('UUIDs', () => {
  test('are written from four words in order, with the version and variant digits set', () => {
    expect(uuidOf(0, 0, 0, 0)).toBe('00000000-0000-4000-8000-000000000000')
    expect(uuidOf(0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    expect(uuidOf(0x01234567, 0x89abcdef, 0x01234567, 0x89abcdef)).toBe('01234567-89ab-4def-8123-456789abcdef')
    expect(uuidOf(0, 0, 0x70000000, 0)).toBe('00000000-0000-4000-b000-000000000000')
  })

  test('random ones are version 4 and do not repeat', () => {
    const ids = Array.from({ length: 2000 }, randomUuid)
    for (const id of ids) expect(id).toMatch(V4)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
