import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'

/** Kernel clock ticks per second, the unit of utime and stime in /proc/<pid>/stat. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/**
 * CPU time (user + system, all threads) a process has used so far, in microseconds, read from
 * /proc so it works for any child, whatever it runs. Resolution is one clock tick (10 ms here),
 * which is why a round runs for half a second or more (2% at worst).
 */
export function processCpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name (field 2) may hold spaces; the numeric fields start after its closing ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const utime = Number(fields[11])
  const stime = Number(fields[12])
  return ((utime + stime) / CLOCK_TICKS) * 1e6
}

/**
 * Waits until a process has stopped using CPU (two quiet 50 ms samples in a row: at most one clock
 * tick each), for at most `limitMs`.
 */
export async function waitUntilIdle(pid: number, limitMs = 60_000): Promise<void> {
  const deadline = Date.now() + limitMs
  let previous = processCpuMicros(pid)
  let quiet = 0
  while (quiet < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    const now = processCpuMicros(pid)
    quiet = now - previous <= 1e6 / CLOCK_TICKS ? quiet + 1 : 0
    previous = now
  }
}

/** Resident and peak resident memory of a process, in MB. */
export function processMemory(pid: number | 'self'): { rssMB: number; peakRssMB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN)
  return { rssMB: kb('VmRSS') / 1024, peakRssMB: kb('VmHWM') / 1024 }
}

const BENCH_DIR = resolve(import.meta.dirname, '..')
/** Plain JavaScript of the bench's own modules, so workers run on bare Node (gitignored). */
export const CACHE_DIR = join(BENCH_DIR, '.cache')

/**
 * Transpiles the workers and the modules they share to JavaScript under bench/.cache. A worker
 * must not run under a TypeScript loader: the loader's hooks thread, source maps and resolution
 * would add tens of MB of memory and slow every import of the package under test.
 */
export function compileWorkers(): void {
  for (const folder of ['lib', 'workers']) {
    for (const name of readdirSync(join(BENCH_DIR, folder))) {
      if (!name.endsWith('.ts') || name.endsWith('.d.ts')) continue
      const source = readFileSync(join(BENCH_DIR, folder, name), 'utf8')
      const { outputText } = ts.transpileModule(source, {
        fileName: name,
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
      })
      const target = join(CACHE_DIR, folder, name.replace(/\.ts$/, '.js'))
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, outputText)
    }
  }
}

/** Runs one of bench/workers (as compiled by `compileWorkers`) in a fresh Node process with IPC. */
export function nodeWorker(name: string, args: readonly string[] = [], nodeArgs: readonly string[] = []): ChildProcess {
  const script = join(CACHE_DIR, 'workers', `${name}.js`)
  return spawn(process.execPath, [...nodeArgs, script, ...args], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
}

/** The next IPC message from a child that passes `accept`; rejects if the child exits first. */
export function nextMessage<T>(child: ChildProcess, accept: (message: unknown) => message is T, timeoutMs = 600_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`No answer from child ${child.pid} within ${timeoutMs / 1000} s.`)), timeoutMs)
    const onMessage = (message: unknown) => {
      if (isFailure(message)) finish(new Error(`Child ${child.pid} failed: ${message.error}`))
      else if (accept(message)) finish(undefined, message)
    }
    const onExit = (code: number | null, signal: string | null) =>
      finish(new Error(`Child ${child.pid} exited (${signal ?? `code ${code}`}) before answering.`))
    const finish = (error?: Error, message?: T) => {
      clearTimeout(timer)
      child.off('message', onMessage)
      child.off('exit', onExit)
      if (error) reject(error)
      else resolve(message!)
    }
    child.on('message', onMessage)
    child.on('exit', onExit)
  })
}

function isFailure(message: unknown): message is { type: 'failed'; error: string } {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'failed'
}

/** Asks a child to stop (SIGTERM), then insists (SIGKILL) if it has not exited within `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}
