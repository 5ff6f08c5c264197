import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { compareCodePoints, compareNames, nameCollationKey } from '../../src/spec/collation.js'

describe('the contract\'s collation for names', () => {
  test.each([
    ['Ávila', 'avila'],
    ['ÖSTERGÅRD', 'ostergard'],
    // Letters whose accent is no combining mark fold as Unicode's root collation does ignoring accents.
    ['Łukasz Sławiński', 'lukasz slawinski'],
    ['Søren Ærø', 'soren aero'],
    ['STRAẞE Straße', 'strasse strasse'],
    ['Đurić Ħal Œuvre', 'duric hal oeuvre'],
    // Marks outside U+0300-U+036F count too: combining dot below, ogonek as a separate mark, Devanagari signs.
    ['Ạda', 'ada'],
    ['Ada\u0328', 'ada'],
    ['क\u093F', 'क'],
    // A capital I with a dot is decomposed before lower-casing, so no stray dot is left.
    ['İstanbul', 'istanbul'],
    // Hangul is split by NFD without marks and put back together.
    ['한국', '한국'],
  ])('the key of %s is %s', (name, key) => {
    expect(nameCollationKey(name)).toBe(key)
  })

  test('case and accents never decide the order; letters do', () => {
    expect(compareNames('émile', 'EMILE')).toBe(0)
    expect(['Szczepanik', 'Sławiński', 'Sobczak'].sort(compareNames)).toEqual(['Sławiński', 'Sobczak', 'Szczepanik'])
    expect(compareNames('Ábrahám', 'Adams')).toBeLessThan(0)
    expect(compareNames('van Dijk', 'Zimmer')).toBeLessThan(0)
    expect(['Zimmer', 'van Dijk', 'Ábrahám', 'adams'].sort(compareNames)).toEqual(['Ábrahám', 'adams', 'van Dijk', 'Zimmer'])
  })

  test('keys compare by code point, not by UTF-16 code unit', () => {
    // U+1F600 is one code point above U+FFFD; as UTF-16 its first unit (0xD83D) sorts below it.
    expect(compareCodePoints('\u{1F600}', '\uFFFD')).toBeGreaterThan(0)
    expect('\u{1F600}' < '\uFFFD').toBe(true)
    expect(compareCodePoints('ab', 'abc')).toBeLessThan(0)
    expect(compareCodePoints('abc', 'abc')).toBe(0)
  })

  test('every name, ASCII or not, gets the key of the full decompose, strip, lower-case, recompose', () => {
    const folds: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h', æ: 'ae', œ: 'oe', ß: 'ss' }
    const fullKey = (name: string) =>
      name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[łøđħæœß]/g, (letter) => folds[letter]!).normalize('NFC')
    const names = fc.oneof(fc.string({ unit: 'binary-ascii' }), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }))
    fc.assert(fc.property(names, (name) => nameCollationKey(name) === fullKey(name)), { numRuns: 2000 })
    expect(nameCollationKey('McDONALD-Smith')).toBe('mcdonald-smith')
  })

  test('the key does not depend on the process locale', () => {
    expect(nameCollationKey('IZMIR')).toBe('izmir')
  })
})
