import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

/**
 * Starts one standalone server for the whole run, the way a user's CI would (the CLI, on a free
 * loopback port), and hands its URL to every worker through MOCK_SERVER_URL, the variable the
 * `mockSession` fixture reads. The returned function stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--port', '0', '--seed', '9', '--guests', '120', '--business-date', '2026-11-22'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '' },
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match) resolve(match[1]!)
    })
    server.once('exit', (code) => reject(new Error(`The mock server exited (${code}) before listening:\n${output}`)))
  })
  process.env.MOCK_SERVER_URL = url
  return async () => {
    server.kill('SIGTERM')
    if (server.exitCode === null) await once(server, 'exit')
  }
}
