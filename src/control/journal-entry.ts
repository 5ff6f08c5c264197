import type { operations } from '../generated/openapi.js'

/** An operationId of the spec (the API's seven and the control plane's). */
export type JournalOperationId = keyof operations

type RequestBody<Id extends JournalOperationId> = NonNullable<operations[Id]['requestBody']>
/** The JSON body an operation takes, as the spec types it (`GuestInput` for `createGuest`); undefined when it takes none. */
export type JournalBodyOf<Id extends JournalOperationId> = [RequestBody<Id>] extends [never]
  ? undefined
  : RequestBody<Id> extends { content: { 'application/json': infer Body } }
    ? Body
    : undefined

/** What every entry of the journal holds, whatever the operation. */
export interface JournalEntryBase {
  /** Position in the journal since it was created; later requests have higher numbers. */
  seq: number
  /** When the request arrived (ISO 8601 with milliseconds). */
  time: string
  /** The session that answered: its key, or null for the default session. */
  session: string | null
  /** The method in upper case. */
  method: string
  /** The URL path, e.g. `/api/guests/3f0c2b1e-...`. */
  path: string
  /** The query parameters; a repeated one as an array of its values. */
  query: Record<string, string | string[]>
  /** The request headers a test asserts on (see `JOURNAL_HEADERS`), names in lower case. */
  headers: Record<string, string>
  /** The status the mock answered with. */
  status: number
  /** The body text, when it was not JSON, was nested more than 256 levels deep, or was larger than the journal keeps; else absent. */
  bodyText?: string
}

/**
 * One journal entry of operation `Id`. `accepted` is true for a 2xx answer: the operation then took
 * the body, so it is typed as the operation's input (a `createGuest` entry's body is a `GuestInput`).
 * A refused request keeps the JSON it carried as `unknown`.
 */
export type JournalEntryOf<Id extends JournalOperationId> = JournalEntryBase & { operationId: Id } & (
    | { accepted: true; body: JournalBodyOf<Id> }
    | { accepted: false; body: unknown }
  )

/** An entry for a request under `/api` that matched no operation (a 404 or 405). */
export type UnmatchedJournalEntry = JournalEntryBase & { operationId: null; accepted: false; body: unknown }

/** Any journal entry; narrow it with `operationId` (and `accepted`) to read its body typed. */
export type JournalEntry = { [Id in JournalOperationId]: JournalEntryOf<Id> }[JournalOperationId] | UnmatchedJournalEntry

/** Which entries to read: every given field must match. */
export interface JournalFilter<Id extends JournalOperationId = JournalOperationId> {
  operationId?: Id
  /** Compared case-insensitively. */
  method?: string
  /** The exact path, or a pattern where `*` stands for any run of characters (`/api/guests/*`). */
  path?: string
  status?: number
}

/** Headers the journal keeps: those a test asks "did the app send it?" about. */
export const JOURNAL_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'idempotency-key',
  'if-match',
  'if-none-match',
  'origin',
  'prefer',
  'x-correlation-id',
  'x-mock-session',
  'x-request-id',
] as const
