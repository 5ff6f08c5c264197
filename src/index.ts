/**
 * guest-reservation-mock: a stateful, spec-validated mock of a hotel Guest & Reservation API.
 * This entry holds what every runtime shares; `./node`, `./server` and `./browser` wire it up
 * (docs/architecture.md).
 */
export { createHandlers } from './msw/handlers.js'
export { toProblemResponse } from './msw/fetch.js'
export {
  createRouter,
  problemResponse,
  PROBLEM_CONTENT_TYPE,
  API_BODY_LIMIT,
  type HandlerOptions,
  type MockRequest,
  type MockResponse,
  type MockRouter,
} from '../handlers/index.js'
export { HotelDatabase, type GuestCollection, type GuestListQuery, type GuestSearch, type ReservationCollection, type ReservationListQuery } from './db/database.js'
export { createDatabase, type DatabaseOptions } from './control/create-database.js'
export { toGuest } from './db/guest-input.js'
export type { Page, Paging } from './db/paging.js'
export {
  generateHotel,
  resolveHotelOptions,
  DEFAULT_GUEST_COUNT,
  DEFAULT_SEED,
  type HotelData,
  type HotelOptions,
} from './db/seed/hotel.js'
export { nightlyRate, stayAmount, BASE_RATES, RATE_PLANS, HOTEL_CURRENCY } from './db/seed/rooms.js'
export type { Guest, GuestInput, Reservation, ReservationStatus, Room, RoomType, StatusFilter } from './db/types.js'
export { addDays, isCalendarDate, todayUtc } from './db/calendar.js'
export { MockError, type MockErrorCode } from './shared/errors.js'
export { MockControl, type RequestPlan } from './control/mock-control.js'
export { controlHandle, type MockControlHandle } from './control/handle.js'
export { DEFAULT_CONFIG, type MockConfig, type MockConfigChange } from './control/config.js'
export { validateSnapshot } from './db/snapshot.js'
export { BUSINESS_DATE_RANGE } from './db/business-date-range.js'
export { SNAPSHOT_FORMAT, type Snapshot, type HotelSnapshotData } from './db/snapshot-format.js'
export type { DatabaseOrigin } from './db/database.js'
export { buildScenario, SCENARIO_NAMES, SCENARIO_DESCRIPTIONS, type ScenarioName } from '../fixtures/scenarios.js'
export { FIXTURE_IDS, FIXTURE_CONFIRMATION_NUMBERS } from '../fixtures/records.js'
export { openApiDocument, mockControlDocument } from './spec/document.js'
export type { paths, components, operations } from './generated/openapi.js'
export { checkResponse, type ContractViolation, type ObservedResponse } from './spec/responses.js'
export { specOperations, SpecOperations, type SpecOperation } from './spec/operations.js'
export { specSchemas, type SpecSchemas } from './spec/ajv.js'
export { SchemaCompiler, type SchemaCompilerOptions } from './spec/schema-compiler.js'
export type { Violation, ViolationLocation } from './spec/violations.js'
export { RequestJournal, DEFAULT_JOURNAL_SIZE, type AnsweredRequest } from './control/journal.js'
export { JOURNAL_HEADERS, type JournalEntry, type JournalEntryOf, type JournalFilter, type JournalOperationId, type JournalBodyOf } from './control/journal-entry.js'
export { HotelTemplate } from './control/hotel-template.js'
export type { SessionListing, SessionSummary } from './control/session-directory.js'
