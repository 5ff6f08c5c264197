import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
}

export interface StaticServer {
  /** `http://127.0.0.1:<port>` */
  origin: string
  /** Every path the browser asked this server for, in order. */
  requests: string[]
  close(): Promise<void>
}

/**
 * A plain static file host, like any CDN or object store: it serves `root` under `prefix` and
 * knows nothing about the API. Anything under `/api` that reaches it is a 404, and is recorded,
 * so a test can prove the service worker answered every API call.
 */
export async function serveStatic(root: string, prefix: string): Promise<StaticServer> {
  const requests: string[] = []
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname
    requests.push(path)
    const relative = path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length)) || 'index.html' : null
    const file = relative === null ? null : normalize(join(root, relative))
    if (file === null || !file.startsWith(root + sep)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
      return
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' })
        response.end(body)
      },
      () => response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
