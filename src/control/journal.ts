import { JOURNAL_HEADERS, type JournalEntry, type JournalFilter } from './journal-entry.js'

/** A filter as the HTTP endpoint reads it: any operationId text (an unknown one matches nothing). */
export type JournalQuery = Omit<JournalFilter, 'operationId'> & { operationId?: string }

/** How many requests a journal keeps unless told otherwise. */
export const DEFAULT_JOURNAL_SIZE = 1000
/** The most a journal can be asked to keep. */
export const MAX_JOURNAL_SIZE = 100_000
/** Bodies longer than this (in characters) are kept as a note of their size, not as data. */
export const JOURNAL_BODY_LIMIT = 64 * 1024

/** One answered request, as the router hands it to the journal. */
export interface AnsweredRequest {
  /** When it arrived (epoch milliseconds). */
  time: number
  method: string
  url: URL
  header(name: string): string | null
  /** The body text as sent ('' for none). */
  bodyText: string
  status: number
  operationId: string | null
}

/**
 * The request journal of one hotel: the last `capacity` requests answered under `/api`, oldest
 * first, in a ring so it never grows past its size (docs/decisions/0601-request-journal.md).
 *
 * @example
 * const journal = new RequestJournal(100)
 * journal.list({ operationId: 'createGuest', status: 201 })
 */
export class RequestJournal {
  readonly #ring: (JournalEntry | undefined)[]
  #next = 0
  #seq = 0
  #count = 0

  constructor(
    readonly capacity: number = DEFAULT_JOURNAL_SIZE,
    /** The session whose requests these are: its key, or null for the default session. */
    readonly session: string | null = null,
  ) {
    if (!Number.isInteger(capacity) || capacity < 0 || capacity > MAX_JOURNAL_SIZE) {
      throw new RangeError(`The journal size must be a whole number from 0 to ${MAX_JOURNAL_SIZE}, not ${String(capacity)}.`)
    }
    this.#ring = new Array<JournalEntry | undefined>(capacity)
  }

  /** How many entries it holds now. */
  get size(): number {
    return this.#count
  }

  /** Keeps one answered request, dropping the oldest when full. */
  record(request: AnsweredRequest): void {
    if (this.capacity === 0) return
    this.#seq++
    this.#ring[this.#next] = toEntry(this.#seq, this.session, request)
    this.#next = (this.#next + 1) % this.capacity
    this.#count = Math.min(this.#count + 1, this.capacity)
  }

  /** The entries matching `filter`, oldest first. Entries are copies: changing one changes nothing here. */
  list(filter: JournalQuery = {}): JournalEntry[] {
    const matches = matcher(filter)
    const found: JournalEntry[] = []
    for (let i = 0; i < this.capacity; i++) {
      const entry = this.#ring[(this.#next + i) % this.capacity]
      if (entry && matches(entry)) found.push(entry)
    }
    return structuredClone(found)
  }

  /** Forgets every entry (a reset does this too). */
  clear(): void {
    this.#ring.fill(undefined)
    this.#next = 0
    this.#count = 0
  }
}

function toEntry(seq: number, session: string | null, request: AnsweredRequest): JournalEntry {
  const query: Record<string, string | string[]> = {}
  for (const [name, value] of request.url.searchParams) {
    const previous = query[name]
    query[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value]
  }
  const headers: Record<string, string> = {}
  for (const name of JOURNAL_HEADERS) {
    const value = request.header(name)
    if (value !== null) headers[name] = value
  }
  const entry = {
    seq,
    time: new Date(request.time).toISOString(),
    session,
    method: request.method,
    path: request.url.pathname,
    query,
    headers,
    status: request.status,
    operationId: request.operationId,
    accepted: request.status >= 200 && request.status < 300,
    body: undefined as unknown,
  } as JournalEntry
  const { bodyText } = request
  if (bodyText.length > JOURNAL_BODY_LIMIT) {
    entry.bodyText = `(${bodyText.length} characters, not kept)`
  } else if (bodyText !== '') {
    try {
      entry.body = JSON.parse(bodyText)
    } catch {
      entry.bodyText = bodyText
    }
  }
  return entry
}

function matcher({ operationId, method, path, status }: JournalQuery): (entry: JournalEntry) => boolean {
  const upperMethod = method?.toUpperCase()
  const pathPattern = path?.includes('*') ? new RegExp(`^${path.split('*').map(escapeRegExp).join('.*')}$`) : undefined
  return (entry) =>
    (operationId === undefined || entry.operationId === operationId) &&
    (upperMethod === undefined || entry.method === upperMethod) &&
    (path === undefined || (pathPattern ? pathPattern.test(entry.path) : entry.path === path)) &&
    (status === undefined || entry.status === status)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
