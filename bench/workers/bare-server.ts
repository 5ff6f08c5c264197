/**
 * The physical floor: a bare Node `http` server that answers every request with one prebuilt body
 * (the mock's own answer for the endpoint being measured, byte for byte). It reads request bodies
 * to the end, as any server must, and does nothing else. The parent swaps the body over IPC.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

interface BodyMessage {
  type: 'body'
  status: number
  contentType: string
  body: string
}

let status = 200
let headers: Record<string, string | number> = {}
let body = Buffer.alloc(0)

const server = createServer((request, response) => {
  request.resume()
  request.on('end', () => {
    response.writeHead(status, headers)
    response.end(body)
  })
})

process.on('message', (message: BodyMessage) => {
  if (message.type !== 'body') return
  status = message.status
  body = Buffer.from(message.body)
  headers = { 'Content-Type': message.contentType, 'Content-Length': body.length }
  process.send?.({ type: 'ready' })
})

process.on('SIGTERM', () => {
  server.close()
  server.closeAllConnections()
  process.disconnect?.()
})

server.listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'listening', port: (server.address() as AddressInfo).port })
})
