import type { CheckScope } from '../context.js'
import { conformanceFindings } from '../conformance.js'
import { excerpt } from '../excerpt.js'
import type { Exchange, SendInit } from '../http-client.js'

/** A step of a sequence got an answer the contract rules out; the sequence stops there. */
export class SequenceFailure extends Error {
  constructor(
    readonly operationId: string,
    message: string,
    readonly exchange: Exchange,
    readonly expected?: string,
    readonly actual?: string,
  ) {
    super(message)
    this.name = 'SequenceFailure'
  }
}

/**
 * The server side of one sequence: sends its requests, writes each one down as a line a person
 * can replay (method, URL, body), and checks every answer against the spec on the way.
 */
export class SequenceReal {
  readonly log: string[] = []
  #written = 0

  constructor(
    readonly scope: CheckScope,
    /** Every guest of this sequence has a last name starting with it, and only they do. */
    readonly lastNamePrefix: string,
    readonly emailPrefix: string,
  ) {}

  /** A fresh marker email for the next guest of this sequence. */
  nextEmail(): string {
    return `${this.emailPrefix}${++this.#written}@verify.example.com`
  }

  async send(init: SendInit): Promise<Exchange> {
    const exchange = await this.scope.send(init, { conformance: false })
    const body = init.json !== undefined ? ` ${excerpt(JSON.stringify(init.json), 600)}` : ''
    this.log.push(`${exchange.request.method} ${exchange.request.url}${body}  -> ${exchange.status}`)
    const finding = conformanceFindings(exchange, this.scope.ctx.spec.schemas)[0]
    if (finding) throw new SequenceFailure(exchange.operationId, finding.message, exchange, finding.expected, finding.actual)
    return exchange
  }

  expectStatus(exchange: Exchange, status: number, what: string): void {
    if (exchange.status !== status) throw new SequenceFailure(exchange.operationId, `${what} answered ${exchange.status} instead of ${status}`, exchange, String(status), String(exchange.status))
  }
}
