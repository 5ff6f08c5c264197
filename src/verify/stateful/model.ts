import { compareCodePoints, compareNames } from '../../spec/collation.js'
import type { Guest, VerifyContext } from '../context.js'
import { requestBodySchema } from '../negative/body-cases.js'
import { SchemaReader } from '../schema-tools.js'
import { replacementDefaults } from '../checks/guest-records.js'

/** What the contract says one of the sequence's guests must now look like. */
export interface ModelGuest {
  id: string
  createdAt: string
  /** Every writable field, nested optional fields included, as the server must return them. */
  fields: Record<string, unknown>
  updatedAt: string
  /** When the answer carrying `updatedAt` was seen (performance.now()), to wait past it. */
  seenAt: number
}

/** The model of a sequence: its guests in creation order, and the list's total before it began. */
export interface SequenceModel {
  guests: ModelGuest[]
  baseTotal: number
}

/**
 * The guest a full replacement (POST or PUT) with `body` must produce: every writable field left
 * out becomes its default or null, and so does every optional field left out of a nested object.
 */
export function expectedFields(ctx: VerifyContext, body: Record<string, unknown>): Record<string, unknown> {
  const reader = new SchemaReader(ctx.spec.document)
  const schema = requestBodySchema(ctx.spec.operations.get('updateGuest'))
  const out: Record<string, unknown> = { ...replacementDefaults(ctx), ...structuredClone(body) }
  for (const [name, property] of Object.entries(reader.properties(schema))) {
    const nested = reader.objectSchema(property)
    const value = out[name]
    if (!nested || typeof value !== 'object' || value === null) continue
    const required = new Set(reader.required(nested))
    for (const field of Object.keys(reader.properties(nested))) {
      if (!required.has(field) && !(field in value)) (value as Record<string, unknown>)[field] = null
    }
  }
  return out
}

/** The order of List Guests and search results under the contract's collation: lastName, firstName, id. */
export function guestOrder(a: { id: string; fields: Record<string, unknown> }, b: { id: string; fields: Record<string, unknown> }): number {
  return (
    compareNames(String(a.fields.lastName), String(b.fields.lastName)) ||
    compareNames(String(a.fields.firstName), String(b.fields.firstName)) ||
    compareCodePoints(a.id, b.id)
  )
}

/** A model guest from the server's answer to a write the model expected to succeed. */
export function modelGuest(answer: Guest, fields: Record<string, unknown>): ModelGuest {
  return { id: answer.id, createdAt: answer.createdAt, updatedAt: answer.updatedAt, fields, seenAt: performance.now() }
}
