import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

/** A command's outcome; never throws on a non-zero exit. */
export interface Outcome {
  code: number
  stdout: string
  stderr: string
}

/**
 * The Node the installed package runs on: `PACKED_NODE` (CI points it at Node 24 from the npm
 * registry's `node` package) or this process's Node. Its folder goes first on PATH, so `npm`,
 * `npx` and the bin's `#!/usr/bin/env node` all run on it.
 */
export const packedNode = process.env.PACKED_NODE ?? process.execPath

export const scratchEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: `${dirname(packedNode)}:${process.env.PATH ?? ''}`,
  // npm's own progress and update notices would only add noise to failure messages.
  npm_config_fund: 'false',
  npm_config_audit: 'false',
  npm_config_update_notifier: 'false',
}

/** Runs a command in `cwd` with the scratch environment; resolves with its exit code and output. */
export async function run(command: string, args: string[], cwd: string, timeout = 300_000): Promise<Outcome> {
  try {
    const { stdout, stderr } = await execFileAsync(command, args, { cwd, env: scratchEnv, timeout, maxBuffer: 64 * 1024 * 1024 })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number | string; stdout?: string; stderr?: string }
    return { code: typeof failed.code === 'number' ? failed.code : -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? String(error) }
  }
}

/** Runs a command and fails with its output when it exits non-zero. */
export async function runOk(command: string, args: string[], cwd: string, timeout?: number): Promise<Outcome> {
  const outcome = await run(command, args, cwd, timeout)
  if (outcome.code !== 0) throw new Error(`${command} ${args.join(' ')} exited ${outcome.code}\n${outcome.stdout}\n${outcome.stderr}`)
  return outcome
}

/** Starts a long-running command and resolves once its stdout matches `ready` (with the match). */
export function start(command: string, args: string[], cwd: string, ready: RegExp): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  const child = spawn(command, args, { cwd, env: scratchEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} ${args.join(' ')} did not become ready:\n${output}`)), 60_000)
    const listen = (chunk: Buffer) => {
      output += chunk
      const match = ready.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve({ child, match })
      }
    }
    child.stdout!.on('data', listen)
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk))
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${command} ${args.join(' ')} exited ${code} before it was ready:\n${output}`))
    })
  })
}

/** Stops a process started by `start` and everything it started (npx runs the bin as a child). */
export function stop(child: ChildProcess): void {
  if (child.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
}

/** A file of the scratch projects' sources in test/package/consumer/. */
export const consumerFile = (name: string) => join(fileURLToPath(new URL('consumer/', import.meta.url)), name)
