import fc from 'fast-check'
import type { CheckDefinition } from '../check.js'
import type { CheckScope } from '../context.js'
import { brokenEdit, guestBodyDraft } from './bodies.js'
import type { SequenceModel } from './model.js'
import { ReadCommand, ListCommand, SearchCommand } from './read-commands.js'
import { SequenceFailure, SequenceReal } from './sequence-real.js'
import { CreateCommand, RejectedWriteCommand, ReplaceCommand } from './write-commands.js'

/** The longest the sequences may take, shrinking included, so a run stays bounded. */
const TIME_LIMIT_MS = 12_000
const MAX_COMMANDS = 12

/** Sequences per run: a tenth of the fuzz runs, at least 3 while fuzzing is on. */
export function sequenceRuns(fuzzRuns: number): number {
  return fuzzRuns === 0 ? 0 : Math.min(40, Math.max(3, Math.ceil(fuzzRuns / 10)))
}

function commandsFor(scope: CheckScope): fc.Arbitrary<Iterable<fc.AsyncCommand<SequenceModel, SequenceReal>>> {
  const ctx = scope.ctx
  return fc.commands(
    [
      guestBodyDraft.map((draft) => new CreateCommand(ctx, draft)),
      fc.tuple(fc.nat(), guestBodyDraft).map(([pick, draft]) => new ReplaceCommand(ctx, pick, draft)),
      fc.nat().map((pick) => new ReadCommand(pick)),
      fc.constant(null).map(() => new ListCommand()),
      fc.tuple(fc.constantFrom('lastName' as const, 'email' as const), fc.nat()).map(([by, pick]) => new SearchCommand(by, pick)),
      fc
        .tuple(fc.constantFrom('create' as const, 'replace' as const, 'duplicate-email' as const), fc.nat(), guestBodyDraft, brokenEdit)
        .map(([kind, pick, draft, broken]) => new RejectedWriteCommand(ctx, kind, pick, draft, broken)),
    ],
    { maxCommands: MAX_COMMANDS },
  )
}

async function totalBefore(real: SequenceReal): Promise<number> {
  const exchange = await real.send({ path: '/api/guests', query: { pageSize: 1 } })
  real.expectStatus(exchange, 200, 'List Guests')
  return Number((exchange.json as { totalCount?: unknown }).totalCount)
}

/**
 * Model-based testing of the run's own guests: fast-check draws sequences of creates, PUTs,
 * reads, lists, searches and rejected writes, runs each against the server and, after every
 * step, compares the answer with what a model of the contract says it must be. A failing
 * sequence is shrunk to the shortest that still fails, and reported as the list of requests
 * that replays it, with the seed.
 */
async function runSequences(scope: CheckScope): Promise<void> {
  const ctx = scope.ctx
  const runs = sequenceRuns(ctx.options.fuzzRuns)
  if (runs === 0) return scope.skip('fuzzing is off (--fuzz-runs 0), so no random sequences were drawn')
  let sequence = 0
  let lastFailure: { log: string[]; error: unknown } | undefined
  const property = fc.asyncProperty(commandsFor(scope), async (commands) => {
    const real = new SequenceReal(scope, `Verify-${ctx.runId}-s${++sequence}-`, `verify-${ctx.runId}-s${sequence}-`)
    try {
      await fc.asyncModelRun(async () => ({ model: { guests: [], baseTotal: await totalBefore(real) }, real }), commands)
    } catch (error) {
      lastFailure = { log: real.log, error }
      throw error
    }
  })
  const seed = (ctx.options.seed ^ 0x5e9) | 0
  const details = await fc.check(property, { numRuns: runs, seed, plugins: [fc.interruptAfterTimeLimit(TIME_LIMIT_MS)] })
  if (!details.failed) {
    if (details.interrupted) ctx.note(`the random sequences stopped after ${details.numRuns} of ${runs} (time limit)`)
    return
  }
  const error = lastFailure?.error
  const how = `(sequence found after ${details.numRuns} runs, shrunk ${details.numShrinks} times to ${lastFailure?.log.length ?? 0} requests; replay with --seed ${ctx.options.seed})`
  if (error instanceof SequenceFailure) {
    scope.fail({
      exchange: error.exchange,
      operationId: error.operationId,
      message: `${error.message} ${how}`,
      ...(error.expected !== undefined ? { expected: error.expected } : {}),
      ...(error.actual !== undefined ? { actual: error.actual } : {}),
      replay: lastFailure?.log ?? [],
    })
    return
  }
  scope.fail({ message: `a random sequence failed: ${error instanceof Error ? error.message : String(error)} ${how}`, replay: lastFailure?.log ?? [] })
}

export const sequenceChecks: CheckDefinition[] = [
  {
    id: 'guests.sequences',
    operationId: 'sequences',
    title: 'random sequences of writes and reads of its own guests agree with a model of the contract after every step',
    needs: ['createGuest', 'updateGuest', 'getGuest', 'listGuests', 'searchGuests'],
    writes: true,
    run: runSequences,
  },
]
