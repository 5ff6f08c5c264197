import { describe, expect, test } from 'vitest'
import { createMockServer } from '../../src/node.js'
import { startServer } from '../../src/server.js'
import { generateHotel } from '../../src/db/seed/hotel.js'

const HOTEL = { seed: 3, guests: 5, businessDate: '2026-11-22' } as const

/** Options a JavaScript caller can pass that the types would refuse. */
const loose = (options: Record<string, unknown>) => options as never

describe('authTokens', () => {
  test.each([
    ['secret', TypeError, /authTokens must be an array of bearer tokens, e\.g\. \['secret-1'\], not "secret"\./],
    [{ token: 'secret' }, TypeError, /authTokens must be an array .*not \{"token":"secret"\}\./],
    [['ok', 7], TypeError, /authTokens\[1\] must be a string, not 7\./],
    [[''], RangeError, /authTokens\[0\] is "": a token cannot be empty\./],
    [['ok', 'two words'], RangeError, /authTokens\[1\] is "two words": a token cannot contain spaces/],
  ])('%j is refused, in process and standalone, before anything starts', async (authTokens, type, message) => {
    await expect(createMockServer(loose({ ...HOTEL, authTokens }))).rejects.toThrow(type)
    await expect(createMockServer(loose({ ...HOTEL, authTokens }))).rejects.toThrow(message)
    await expect(startServer(loose({ ...HOTEL, port: 0, authTokens }))).rejects.toThrow(message)
  })

  test('each token of the array is accepted whole, and nothing shorter is', async () => {
    const mock = await createMockServer({ ...HOTEL, authTokens: ['secret', 'other-1'] })
    mock.server.listen({ onUnhandledRequest: 'error' })
    try {
      const status = async (authorization?: string) =>
        (await fetch('http://hotel.test/api/guests?pageSize=1', authorization ? { headers: { authorization } } : {})).status
      expect(await status('Bearer secret')).toBe(200)
      expect(await status('Bearer other-1')).toBe(200)
      expect(await status('Bearer s')).toBe(401)
      expect(await status('Bearer secre')).toBe(401)
      expect(await status()).toBe(401)
    } finally {
      mock.server.close()
    }
  })

  test('the standalone server takes the same tokens', async () => {
    const running = await startServer({ ...HOTEL, port: 0, authTokens: ['secret'] })
    try {
      const status = async (authorization: string) => (await fetch(`${running.url}/api/guests?pageSize=1`, { headers: { authorization } })).status
      expect(await status('Bearer secret')).toBe(200)
      expect(await status('Bearer s')).toBe(401)
    } finally {
      await running.close()
    }
  })
})

describe('numeric options given as text', () => {
  test.each([
    [{ seed: '7' }, 'The seed must be a whole number of 0 or more, not "7".'],
    [{ guests: '10' }, 'The guest count must be a whole number from 0 to 1000000, not "10".'],
    [{ businessDate: 20261122 }, 'The business date must be a real date as YYYY-MM-DD, not 20261122.'],
  ])('%j says that the value is text', (options, message) => {
    expect(() => generateHotel(loose(options))).toThrow(message)
  })
})
