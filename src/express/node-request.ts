import type { IncomingMessage } from 'node:http'
import type { MockRequest } from '../../handlers/exchange.js'
import { decodeBody, payloadTooLarge } from '../../handlers/body.js'

/** The client closed the connection before its request was read: nobody is left to answer. */
export class ClientGoneError extends Error {
  override name = 'ClientGoneError'
}

/**
 * A header from Node's `rawHeaders`, as Fetch's `headers.get(name)` reads it: the values of a
 * repeated header joined by ", " (Node's parser has trimmed each one). `name` in lower case.
 */
export function rawHeader(rawHeaders: readonly string[], name: string): string | null {
  let value: string | null = null
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const field = rawHeaders[i]!
    if (field.length === name.length && field.toLowerCase() === name) value = value === null ? rawHeaders[i + 1]! : `${value}, ${rawHeaders[i + 1]!}`
  }
  return value
}

/**
 * What Node parsed, as the core reads it: no Fetch `Request` or `Headers` is built on the
 * standalone server's path (docs/decisions/0013-one-core-thin-adapters.md).
 */
export function fromNodeRequest(method: string, url: URL, rawHeaders: readonly string[], body: Uint8Array | undefined): MockRequest {
  let read = false
  return {
    method,
    url,
    header: (name) => rawHeader(rawHeaders, name),
    text: () => {
      if (read) return Promise.reject(new TypeError('The request body was already read.'))
      read = true
      try {
        return Promise.resolve(body ? decodeBody(body) : '')
      } catch (error) {
        return Promise.reject(error)
      }
    },
  }
}

/** Whether a request carries a body at all (a length above zero, or a chunked body). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length']
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined
}

/** Reads the raw body, refusing (413) as soon as it passes the limit instead of buffering it all. */
export function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array | undefined> {
  const declared = Number(req.headers['content-length'] ?? '0')
  if (declared > limit) {
    req.resume()
    return Promise.reject(payloadTooLarge(declared, limit))
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.removeAllListeners('data')
        req.resume()
        reject(payloadTooLarge(size, limit))
        return
      }
      chunks.push(chunk)
    })
    // Most bodies come in one chunk: that chunk is the body, with no copy.
    req.on('end', () => resolve(size === 0 ? undefined : chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size)))
    // A client that goes away mid-upload: the body will never end, and that is not a bug of ours.
    req.on('error', () => reject(new ClientGoneError('The client closed the connection before sending the whole body.')))
    req.on('close', () => {
      if (!req.complete) reject(new ClientGoneError('The client closed the connection before sending the whole body.'))
    })
  })
}
