import { SNAPSHOT_FORMAT } from './snapshot-format.js'

/**
 * `MockSnapshot` without its records' schemas, which the snapshot check applies one record at a
 * time (`snapshot.ts`); compiled at build time with the spec's validators.
 */
export const SNAPSHOT_ENVELOPE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['format', 'businessDate', 'guests', 'reservations'],
  properties: {
    format: { const: SNAPSHOT_FORMAT },
    businessDate: { type: 'string', format: 'date' },
    guests: { type: 'array' },
    reservations: { type: 'array' },
  },
}
