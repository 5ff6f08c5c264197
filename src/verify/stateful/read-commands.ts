import type fc from 'fast-check'
import type { Guest } from '../context.js'
import { guestPath } from '../checks/guest-records.js'
import { swapCase } from '../checks/guest-search.js'
import { guestOrder, type SequenceModel } from './model.js'
import { SequenceFailure, type SequenceReal } from './sequence-real.js'
import { expectGuest, expectTotal } from './write-commands.js'

type Command = fc.AsyncCommand<SequenceModel, SequenceReal>

/** GET one of the sequence's guests: exactly what the model holds. */
export class ReadCommand implements Command {
  constructor(readonly pick: number) {}
  check = (model: Readonly<SequenceModel>): boolean => model.guests.length > 0
  async run(model: SequenceModel, real: SequenceReal): Promise<void> {
    const guest = model.guests[this.pick % model.guests.length]!
    const exchange = await real.send({ path: guestPath(guest.id) })
    real.expectStatus(exchange, 200, 'a GET of a guest the sequence wrote')
    expectGuest(real, exchange, guest, 'the guest read back', 'getGuest')
    if ((exchange.json as Guest).updatedAt !== guest.updatedAt) {
      throw new SequenceFailure('getGuest', 'the guest read back has another updatedAt than the last write answered', exchange, guest.updatedAt, String((exchange.json as Guest).updatedAt))
    }
  }
  toString = (): string => `read(#${this.pick})`
}

/** List Guests: its total is the one before the sequence plus the sequence's guests. */
export class ListCommand implements Command {
  check = (): boolean => true
  async run(model: SequenceModel, real: SequenceReal): Promise<void> {
    await expectTotal(model, real, 'listGuests')
  }
  toString = (): string => 'list(total)'
}

/**
 * Search Guests by the sequence's last-name prefix (in another case): exactly the sequence's
 * guests, in the contract's order; or by one guest's email in capitals: exactly that guest.
 */
export class SearchCommand implements Command {
  constructor(
    readonly by: 'lastName' | 'email',
    readonly pick: number,
  ) {}
  check = (model: Readonly<SequenceModel>): boolean => this.by === 'lastName' || model.guests.length > 0
  async run(model: SequenceModel, real: SequenceReal): Promise<void> {
    const target = model.guests[this.pick % Math.max(1, model.guests.length)]
    const query = this.by === 'lastName' ? { lastName: swapCase(real.lastNamePrefix), pageSize: 100 } : { email: String(target!.fields.email).toUpperCase(), pageSize: 100 }
    const exchange = await real.send({ path: '/api/guests/search', query })
    real.expectStatus(exchange, 200, 'a search')
    const found = ((exchange.json as { data?: Guest[] }).data ?? []).map((guest) => guest.id)
    const expected = this.by === 'lastName' ? [...model.guests].sort(guestOrder).map((guest) => guest.id) : [target!.id]
    if (found.join() !== expected.join()) {
      const sameSet = [...found].sort().join() === [...expected].sort().join()
      throw new SequenceFailure(
        'searchGuests',
        sameSet ? 'the search found the right guests in the wrong order (lastName, firstName, id; case and accents ignored)' : `the search by ${this.by} did not find exactly the sequence's guests it should`,
        exchange,
        expected.join(', ') || '(none)',
        found.join(', ') || '(none)',
      )
    }
  }
  toString = (): string => `search(${this.by}${this.by === 'email' ? `, #${this.pick}` : ''})`
}
