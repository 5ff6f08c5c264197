import { connect } from 'node:net'

/** A raw HTTP/1.1 exchange over a socket, for requests Fetch refuses to send (bad Host, absolute-form targets, bad bytes). */
export function rawRequest(url: string, head: string, body: Uint8Array | string = ''): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`${head.replace(/\n/g, '\r\n')}\r\n\r\n`)
      socket.end(body)
    })
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [headText = '', ...rest] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = headText.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const at = line.indexOf(':')
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim()
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') })
    })
  })
}
