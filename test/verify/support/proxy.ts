import { once } from 'node:events'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FetchLike } from '../../../src/verify/index.js'

/** A fetch that sends a request to another origin, keeping its path, query, method, headers and body. */
export function forwardTo(target: string): FetchLike {
  return async (request) => {
    const url = new URL(request.url)
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text()
    // Hop-by-hop and length headers describe the incoming connection, not the forwarded request.
    const headers = new Headers(request.headers)
    for (const name of ['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']) headers.delete(name)
    return fetch(new URL(url.pathname + url.search, target), { method: request.method, headers, body })
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * A loopback HTTP proxy in front of a server, passing every exchange through `handle`: the way to
 * put a broken variant of the mock on a real port, as a backend team's server would be.
 */
export async function startProxy(handle: FetchLike): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (req, res) => {
    try {
      const body = await readBody(req)
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
      const request = new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers,
        ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      })
      const response = await handle(request)
      const skip = new Set(['content-length', 'transfer-encoding', 'connection', 'content-encoding'])
      response.headers.forEach((value, name) => {
        if (!skip.has(name)) res.setHeader(name, value)
      })
      res.statusCode = response.status
      res.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      res.statusCode = 502
      res.end(String(error))
    }
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
