import { controlOperations } from './control.js'
import { journalOperations } from './control-journal.js'
import { guestOperations } from './guests.js'
import type { OperationDefinition } from './operation.js'
import { reservationOperations } from './reservations.js'

/** Every operation of the spec with its handler; `test/in-process/operations.test.ts` checks none is missing or doubled. */
export const OPERATIONS: readonly OperationDefinition[] = [...guestOperations, ...reservationOperations, ...controlOperations, ...journalOperations]
