import type fc from 'fast-check'
import type { Guest, VerifyContext } from '../context.js'
import { show } from '../excerpt.js'
import { echoDifferences, guestPath, pick } from '../checks/guest-records.js'
import { hasSubSecondPrecision, waitPastTimestamp } from '../semantics/timestamps.js'
import type { GuestBodyDraft } from './bodies.js'
import { expectedFields, modelGuest, type ModelGuest, type SequenceModel } from './model.js'
import { SequenceFailure, type SequenceReal } from './sequence-real.js'

type Command = fc.AsyncCommand<SequenceModel, SequenceReal>

function bodyOf(draft: GuestBodyDraft, real: SequenceReal, email: string): Record<string, unknown> {
  const { lastNameEnding, ...rest } = draft
  return { ...rest, lastName: `${real.lastNamePrefix}${lastNameEnding}`, email }
}

/** Checks a write's answer against the model's expectation; throws at the first difference. */
export function expectGuest(real: SequenceReal, exchange: { json: unknown }, expected: ModelGuest | { fields: Record<string, unknown>; id?: string; createdAt?: string }, what: string, operationId: string): void {
  const target = { ...expected.fields, ...(expected.id ? { id: expected.id } : {}), ...(expected.createdAt ? { createdAt: expected.createdAt } : {}) }
  const diff = echoDifferences(target, exchange.json)
  if (diff.length > 0) {
    throw new SequenceFailure(operationId, `${what} differs from what the contract says at ${diff.join(', ')}`, exchange as never, show(pick(target, diff)), show(pick(exchange.json, diff)))
  }
}

/** POST a new guest of the sequence: 201, as sent with defaults filled in. */
export class CreateCommand implements Command {
  constructor(
    readonly ctx: VerifyContext,
    readonly draft: GuestBodyDraft,
  ) {}
  check = (): boolean => true
  async run(model: SequenceModel, real: SequenceReal): Promise<void> {
    const body = bodyOf(this.draft, real, real.nextEmail())
    const exchange = await real.send({ method: 'POST', path: '/api/guests', json: body })
    real.expectStatus(exchange, 201, 'a valid POST')
    const fields = expectedFields(this.ctx, body)
    expectGuest(real, exchange, { fields }, 'the 201 answer to the POST', 'createGuest')
    // The guest is the sequence's own only once it reads back as sent; later PUTs aim at nothing else.
    const created = exchange.json as Guest
    const read = await real.send({ path: guestPath(created.id) })
    real.expectStatus(read, 200, 'a GET of the guest a POST answered 201 for')
    expectGuest(real, read, { fields, id: created.id, createdAt: created.createdAt }, 'the guest read back after the POST', 'createGuest')
    model.guests.push(modelGuest(created, fields))
  }
  toString = (): string => `create(${this.draft.firstName} ${this.draft.lastNameEnding})`
}

/** PUT a full replacement to one of the sequence's guests: 200, replaced as sent, updatedAt later. */
export class ReplaceCommand implements Command {
  constructor(
    readonly ctx: VerifyContext,
    readonly pick: number,
    readonly draft: GuestBodyDraft,
  ) {}
  check = (model: Readonly<SequenceModel>): boolean => model.guests.length > 0
  async run(model: SequenceModel, real: SequenceReal): Promise<void> {
    const guest = model.guests[this.pick % model.guests.length]!
    const body = bodyOf(this.draft, real, String(guest.fields.email))
    // Sub-second servers get a short wait so a later updatedAt is possible; whole-second ones are
    // held to "not earlier" here (the updatedAt check of the suite waits out the second).
    const strict = hasSubSecondPrecision(guest.updatedAt)
    if (strict) await waitPastTimestamp(guest.updatedAt, guest.seenAt)
    const exchange = await real.send({ method: 'PUT', path: guestPath(guest.id), json: body })
    real.expectStatus(exchange, 200, 'a valid PUT')
    const fields = expectedFields(this.ctx, body)
    expectGuest(real, exchange, { fields, id: guest.id, createdAt: guest.createdAt }, 'the 200 answer to the PUT', 'updateGuest')
    const updatedAt = String((exchange.json as Guest).updatedAt)
    const moved = Date.parse(updatedAt) - Date.parse(guest.updatedAt)
    if (strict ? !(moved > 0) : !(moved >= 0)) {
      throw new SequenceFailure('updateGuest', `updatedAt ${strict ? 'did not move forward' : 'went backwards'} on a successful PUT`, exchange, `${strict ? 'later than' : 'at or after'} ${guest.updatedAt}`, updatedAt)
    }
    Object.assign(guest, modelGuest(exchange.json as Guest, fields), { createdAt: guest.createdAt })
  }
  toString = (): string => `replace(#${this.pick}, ${this.draft.firstName} ${this.draft.lastNameEnding})`
}

/** A POST or PUT the contract rejects (a broken body, a duplicate email): 4xx, and nothing changes. */
export class RejectedWriteCommand implements Command {
  constructor(
    readonly ctx: VerifyContext,
    readonly kind: 'create' | 'replace' | 'duplicate-email',
    readonly pick: number,
    readonly draft: GuestBodyDraft,
    readonly broken: { why: string; edit: (body: Record<string, unknown>) => void },
  ) {}
  check = (model: Readonly<SequenceModel>): boolean => this.kind === 'create' || model.guests.length > 0
  async run(model: SequenceModel, real: SequenceReal): Promise<void> {
    const target = model.guests.length > 0 ? model.guests[this.pick % model.guests.length]! : undefined
    let body: Record<string, unknown>
    let status = 422
    if (this.kind === 'duplicate-email') {
      body = bodyOf(this.draft, real, String(target!.fields.email).toUpperCase())
      status = 409
    } else {
      body = bodyOf(this.draft, real, this.kind === 'create' ? real.nextEmail() : String(target!.fields.email))
      this.broken.edit(body)
    }
    const replace = this.kind === 'replace'
    const exchange = await real.send({ method: replace ? 'PUT' : 'POST', path: replace ? guestPath(target!.id) : '/api/guests', json: body })
    real.expectStatus(exchange, status, this.kind === 'duplicate-email' ? 'a POST with an email already in use' : `a ${replace ? 'PUT' : 'POST'} with ${this.broken.why}`)
    // Nothing changed: the total is the model's, and the target is as it was.
    await expectTotal(model, real, exchange.operationId)
    if (target) {
      const read = await real.send({ path: guestPath(target.id) })
      real.expectStatus(read, 200, 'a read after the rejected write')
      expectGuest(real, read, target, 'after the rejected write the guest', exchange.operationId)
      if ((read.json as Guest).updatedAt !== target.updatedAt) throw new SequenceFailure(exchange.operationId, 'the rejected write moved updatedAt', read, target.updatedAt, String((read.json as Guest).updatedAt))
    }
  }
  toString = (): string => `reject(${this.kind}${this.kind === 'duplicate-email' ? '' : `: ${this.broken.why}`}, #${this.pick})`
}

/**
 * List Guests' total grew by the sequence's creates and by nothing else. (Which guests are newest
 * is not asked: a server's seeded records may carry later timestamps than today's writes.)
 */
export async function expectTotal(model: SequenceModel, real: SequenceReal, operationId: string): Promise<void> {
  const exchange = await real.send({ path: '/api/guests', query: { pageSize: 1 } })
  real.expectStatus(exchange, 200, 'List Guests')
  const total = (exchange.json as { totalCount?: unknown }).totalCount
  const expected = model.baseTotal + model.guests.length
  if (total !== expected) {
    throw new SequenceFailure(operationId, "List Guests' totalCount is not the one before the sequence plus the guests it created", exchange, String(expected), show(total))
  }
}
