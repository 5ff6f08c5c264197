import type { InProcessResult, InProcessSettings } from '../workers/in-process.js'
import type { BenchOptions } from './options.js'
import { nextMessage, nodeWorker, stopChild } from './processes.js'

export type { InProcessResult } from '../workers/in-process.js'

/** The in-process path at one hotel size, measured in a fresh child process. */
export async function measureInProcess(options: BenchOptions, guests: number, log: (line: string) => void): Promise<InProcessResult> {
  const settings: InProcessSettings = {
    root: options.root,
    guests,
    seed: options.seed,
    businessDate: options.businessDate,
    rounds: options.inProcessRounds,
    roundSeconds: options.inProcessRoundSeconds,
    warmupSeconds: options.warmupSeconds,
    globalWarmupSeconds: options.globalWarmupSeconds,
    endpoints: options.endpoints,
  }
  const child = nodeWorker('in-process', [JSON.stringify(settings)])
  const onProgress = (message: unknown) => {
    const { type, line } = message as { type?: string; line?: string }
    if (type === 'progress' && line) log(line)
  }
  child.on('message', onProgress)
  try {
    const { result } = await nextMessage(child, (m): m is { type: 'result'; result: InProcessResult } => (m as { type?: string }).type === 'result')
    return result
  } finally {
    child.off('message', onProgress)
    await stopChild(child)
  }
}
