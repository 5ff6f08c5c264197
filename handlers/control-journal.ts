import { MockError } from '../src/shared/errors.js'
import { operation } from './operation.js'

/**
 * The control plane's request journal and sessions: read and empty the caller's journal, list the
 * live sessions, end the caller's session (docs/decisions/0601-request-journal.md,
 * docs/decisions/0600-sessions-over-the-store.md).
 */
export const journalOperations = [
  operation('GET', '/__mock/requests', 'mockListRequests', ({ control, query, respond }) =>
    respond(200, { data: control.journal.list(query), capacity: control.journal.capacity }),
  ),
  operation('DELETE', '/__mock/requests', 'mockClearRequests', ({ control, respond }) => {
    control.journal.clear()
    return respond(204)
  }),
  operation('GET', '/__mock/sessions', 'mockListSessions', ({ control, respond }) => respond(200, control.listSessions())),
  operation('DELETE', '/__mock/session', 'mockEndSession', ({ control, respond }) => {
    if (control.session === null) {
      throw new MockError('INVALID_PARAMETERS', 'Name the session to end with an X-Mock-Session header or a mock-session cookie; the default session never ends.', [
        { location: 'header', pointer: '/X-Mock-Session', message: 'is required to end a session' },
      ])
    }
    control.endSession()
    return respond(204)
  }),
]
