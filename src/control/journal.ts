import { JOURNAL_HEADERS, type JournalEntry, type JournalFilter } from './journal-entry.js'
import { shown } from '../shared/shown.js'

/** A filter as the HTTP endpoint reads it: any operationId text (an unknown one matches nothing). */
export type JournalQuery = Omit<JournalFilter, 'operationId'> & { operationId?: string }

/** How many requests a journal keeps unless told otherwise. */
export const DEFAULT_JOURNAL_SIZE = 1000
/** The most a journal can be asked to keep. */
export const MAX_JOURNAL_SIZE = 100_000
/** Bodies longer than this (in characters) are kept as a note of their size, not as data. */
export const JOURNAL_BODY_LIMIT = 64 * 1024
/**
 * JSON bodies nested deeper than this (arrays and objects within each other) are given as their
 * text, not parsed: no client sends such data, and the answer's JSON could not hold it (writing
 * it would overflow the stack).
 */
export const JOURNAL_BODY_DEPTH = 256

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
  readonly #ring: (Kept | undefined)[]
  #next = 0
  #seq = 0
  #count = 0

  constructor(
    readonly capacity: number = DEFAULT_JOURNAL_SIZE,
    /** The session whose requests these are: its key, or null for the default session. */
    readonly session: string | null = null,
  ) {
    if (!Number.isInteger(capacity) || capacity < 0 || capacity > MAX_JOURNAL_SIZE) {
      throw new RangeError(`The journal size must be a whole number from 0 to ${MAX_JOURNAL_SIZE}, not ${shown(capacity)}.`)
    }
    this.#ring = new Array<Kept | undefined>(capacity)
  }

  /** How many entries it holds now. */
  get size(): number {
    return this.#count
  }

  /**
   * Keeps one answered request, dropping the oldest when full. Only what the request carried is
   * kept here; the entry (parsed query and body, ISO time) is made when it is read, since most
   * requests are never read back.
   */
  record(request: AnsweredRequest): void {
    if (this.capacity === 0) return
    this.#seq++
    this.#ring[this.#next] = keep(this.#seq, this.session, request)
    this.#next = (this.#next + 1) % this.capacity
    this.#count = Math.min(this.#count + 1, this.capacity)
  }

  /** The entries matching `filter`, oldest first. Each call makes new entries: changing one changes nothing here. */
  list(filter: JournalQuery = {}): JournalEntry[] {
    const matches = matcher(filter)
    const found: JournalEntry[] = []
    for (let i = 0; i < this.capacity; i++) {
      const kept = this.#ring[(this.#next + i) % this.capacity]
      if (kept && matches(kept)) found.push(toEntry(kept))
    }
    return found
  }

  /** Forgets every entry (a reset does this too). */
  clear(): void {
    this.#ring.fill(undefined)
    this.#next = 0
    this.#count = 0
  }
}

/** One answered request as the journal keeps it: what the request carried, nothing parsed yet. */
interface Kept {
  seq: number
  time: number
  session: string | null
  method: string
  path: string
  /** The URL's query string, with its `?` ('' for none). */
  search: string
  headers: Record<string, string>
  status: number
  operationId: string | null
  /** The body text as sent, or a note of its size when it is longer than the journal keeps. */
  bodyText: string
  /** True when `bodyText` is that note. */
  tooLong: boolean
}

function keep(seq: number, session: string | null, request: AnsweredRequest): Kept {
  const headers: Record<string, string> = {}
  for (const name of JOURNAL_HEADERS) {
    const value = request.header(name)
    if (value !== null) headers[name] = value
  }
  const { time, method, url, status, operationId } = request
  const tooLong = request.bodyText.length > JOURNAL_BODY_LIMIT
  const bodyText = tooLong ? `(${request.bodyText.length} characters, not kept)` : request.bodyText
  return { seq, time, session, method, path: url.pathname, search: url.search, headers, status, operationId, bodyText, tooLong }
}

function toEntry(kept: Kept): JournalEntry {
  const query: Record<string, string | string[]> = {}
  for (const [name, value] of new URLSearchParams(kept.search)) {
    const previous = query[name]
    query[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value]
  }
  const entry = {
    seq: kept.seq,
    time: new Date(kept.time).toISOString(),
    session: kept.session,
    method: kept.method,
    path: kept.path,
    query,
    headers: { ...kept.headers },
    status: kept.status,
    operationId: kept.operationId,
    accepted: kept.status >= 200 && kept.status < 300,
    body: undefined as unknown,
  } as JournalEntry
  const { bodyText } = kept
  if (kept.tooLong) {
    entry.bodyText = bodyText
  } else if (bodyText !== '') {
    if (nestedDeeperThan(bodyText, JOURNAL_BODY_DEPTH)) {
      entry.bodyText = bodyText
    } else {
      try {
        entry.body = JSON.parse(bodyText)
      } catch {
        entry.bodyText = bodyText
      }
    }
  }
  return entry
}

/** Whether the JSON text opens more than `limit` arrays or objects within each other (text in strings aside). */
function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === 0x5c) i++ // a backslash escapes the next character
      else if (code === 0x22) inString = false
    } else if (code === 0x22) {
      inString = true
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true
    } else if (code === 0x5d || code === 0x7d) {
      depth--
    }
  }
  return false
}

function matcher({ operationId, method, path, status }: JournalQuery): (kept: Kept) => boolean {
  const upperMethod = method?.toUpperCase()
  const pathPattern = path?.includes('*') ? wildcardMatcher(path) : undefined
  return (kept) =>
    (operationId === undefined || kept.operationId === operationId) &&
    (upperMethod === undefined || kept.method === upperMethod) &&
    (path === undefined || (pathPattern ? pathPattern.test(kept.path) : kept.path === path)) &&
    (status === undefined || kept.status === status)
}

/**
 * Whether a whole path matches `pattern`, whose `*` stands for any run of characters. Each part
 * between stars is found left to right with `indexOf`, so the time grows with the path's length
 * times the number of parts, never exponentially (as a regular expression of `.*`s would
 * backtrack on a long path that almost matches).
 */
function wildcardMatcher(pattern: string): { test(path: string): boolean } {
  const [first = '', ...rest] = pattern.split('*')
  const last = rest.pop() ?? ''
  return {
    test(path) {
      const end = path.length - last.length
      if (end < first.length || !path.startsWith(first) || !path.endsWith(last)) return false
      let at = first.length
      for (const part of rest) {
        const found = path.indexOf(part, at)
        if (found === -1 || found + part.length > end) return false
        at = found + part.length
      }
      return true
    },
  }
}
