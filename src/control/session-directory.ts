/** One live session, as `GET /__mock/sessions` lists it. */
export interface SessionSummary {
  key: string
  /** When it was created, and when a request last used it (ISO 8601). */
  createdAt: string
  lastUsedAt: string
  /** When it ends unless used again. */
  expiresAt: string
  businessDate: string
  scenario: string
  /** Requests in its journal now. */
  journalSize: number
  /** Whether it holds a hotel of its own (copy-on-write: it changed its data since it started or was reset). */
  ownsHotel: boolean
}

/** The sessions of a server: what the control plane lists, and how a session ends early. */
export interface SessionListing {
  /** False in runtimes without sessions (msw in a browser or a test process). */
  enabled: boolean
  /** The most sessions live at once; another new key is then answered 503. */
  maxSessions: number
  /** Seconds without a request after which a session ends. */
  idleTimeoutSeconds: number
  data: SessionSummary[]
}

/**
 * What the control plane needs of a session layer (`src/sessions/`), kept here so the core never
 * imports the layer above it (docs/decisions/0600-sessions-over-the-store.md).
 */
export interface SessionDirectory {
  list(): SessionListing
  /** Ends the session with this key now; false when none was live. */
  end(key: string): boolean
}

/** The listing of a runtime without sessions. */
export const NO_SESSIONS: SessionListing = { enabled: false, maxSessions: 0, idleTimeoutSeconds: 0, data: [] }
