import { connectSession } from 'guest-reservation-mock/playwright'
import { expect, test } from 'vitest'

const reset = () => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) })

test('the session client sends its key, and retries once a request whose pooled connection was reset', async () => {
  const sent: { url: string; session: string | null }[] = []
  let failures = 1
  const fakeFetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, session: new Headers(init.headers).get('x-mock-session') })
    if (failures-- > 0) throw reset()
    return new Response(JSON.stringify({ businessDate: '2026-12-24' }), { status: 200 })
  }) as unknown as typeof fetch
  const session = connectSession('http://127.0.0.1:4010/', 'test-1', { fetch: fakeFetch })
  expect(await session.businessDate()).toBe('2026-12-24')
  expect(sent).toEqual([
    { url: 'http://127.0.0.1:4010/__mock/business-date', session: 'test-1' },
    { url: 'http://127.0.0.1:4010/__mock/business-date', session: 'test-1' },
  ])
  // A second reset in a row, or any other failure, is the caller's to see.
  failures = 2
  await expect(session.businessDate()).rejects.toThrow('fetch failed')
  const refusing = connectSession('http://127.0.0.1:4010', 'test-1', { fetch: (async () => new Response('{"status":503}', { status: 503 })) as unknown as typeof fetch })
  await expect(refusing.reset()).rejects.toThrow(/POST \/__mock\/reset for session "test-1" answered 503/)
})
