/**
 * The floor of a standalone start: a bare Node `http` server spawned the way the CLI is, that
 * prints the same "listening on <url>" line and answers every request with a small JSON body.
 * Spawn to first answer of this process is what Node itself needs to start serving.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

const body = Buffer.from('{"data":[],"page":1,"pageSize":1,"totalCount":0,"totalPages":0}')
const server = createServer((request, response) => {
  request.resume()
  request.on('end', () => response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length }).end(body))
})
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`bare server listening on http://127.0.0.1:${(server.address() as AddressInfo).port}\n`)
})
process.on('SIGTERM', () => {
  server.close()
  server.closeAllConnections()
})
