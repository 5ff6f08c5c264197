import type { MockControl } from '../src/control/mock-control.js'
import type { HotelDatabase } from '../src/db/database.js'
import { MockError } from '../src/shared/errors.js'
import type { RoutingOperations as operations, RoutingPaths as paths } from '../src/spec/routing-types.js'
import type { SpecOperation } from '../src/spec/operations.js'
import { parseParameters } from '../src/spec/parameters.js'
import { readJsonBody } from './body.js'
import type { HandlerContext } from './context.js'
import type { MockRequest, MockResponse } from './exchange.js'
import type { Violation } from '../src/spec/violations.js'
import type { JsonWriter } from './json.js'

/** An operationId of the spec. */
export type OperationId = keyof operations
type SpecPath = keyof paths
type LowerMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace'

/** The methods the spec declares on `P`, in upper case. */
export type MethodOf<P extends SpecPath> = {
  [M in LowerMethod & keyof paths[P]]: [NonNullable<paths[P][M]>] extends [never] ? never : Uppercase<M>
}[LowerMethod & keyof paths[P]]

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

/** The operationId whose operation the spec declares as `M` on `P`: `paths[P][m]` is `operations[Id]`. */
export type OperationIdAt<P extends SpecPath, M extends string> = {
  [Id in OperationId]: Same<operations[Id], NonNullable<paths[P][Lowercase<M> & keyof paths[P]]>> extends true ? Id : never
}[OperationId]

type Declared<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>
type Parameters<Id extends OperationId> = operations[Id]['parameters']
/** Validated query parameters; those with a default in the spec are filled in. */
export type QueryOf<Id extends OperationId> = Declared<Parameters<Id>['query']>
/** Validated path parameters. */
export type PathOf<Id extends OperationId> = Declared<Parameters<Id>['path']>
/** The validated JSON body, or undefined for an operation that takes none. */
export type BodyOf<Id extends OperationId> = [RequestBody<Id>] extends [never]
  ? undefined
  : RequestBody<Id> extends { content: { 'application/json': infer Body } }
    ? Body
    : undefined
type RequestBody<Id extends OperationId> = NonNullable<operations[Id]['requestBody']>

type Responses<Id extends OperationId> = operations[Id]['responses']
/** The statuses the spec declares for an operation. */
export type StatusOf<Id extends OperationId> = keyof Responses<Id> & number
type ContentOf<R> = R extends { content: infer Content } ? Content[keyof Content] : never
type ResponseArgs<R> = [ContentOf<R>] extends [never]
  ? [body?: null, headers?: Record<string, string>]
  : [body: ContentOf<R>, headers?: Record<string, string>]

/** Answers with a status the operation declares and a body of that status's schema (none when it declares none). */
export type Respond<Id extends OperationId> = <S extends StatusOf<Id>>(status: S, ...args: ResponseArgs<Responses<Id>[S]>) => MockResponse

/** Everything a resolver receives; `operation()` builds exactly this object for every call. */
export interface OperationInput<Id extends OperationId> {
  db: HotelDatabase
  control: MockControl
  /** The request URL, parsed once by the adapter. */
  url: URL
  path: PathOf<Id>
  query: QueryOf<Id>
  body: BodyOf<Id>
  respond: Respond<Id>
}

/** What an operation checks besides its spec. */
export interface OperationOptions {
  /**
   * Rules the body must keep beyond its schema (they need the data, such as the business date):
   * their violations are listed with the schema's in one 422. The database checks them again as
   * it writes.
   */
  bodyRules?: (body: unknown, db: HotelDatabase) => Violation[]
}

export type Resolver<Id extends OperationId> = (input: OperationInput<Id>) => MockResponse | Promise<MockResponse>

/** One operation of the spec with its resolver, ready for the router. */
export interface OperationDefinition {
  readonly method: string
  readonly path: string
  readonly operationId: OperationId
  /** Validates parameters and body against the spec, then calls the resolver. Throws `MockError`. */
  run(context: HandlerContext, request: MockRequest, pathParams: Record<string, string>): Promise<MockResponse>
}

/**
 * Defines the handler of one operation, typed from the spec: `method` and `path` must be where the
 * spec declares `operationId`, and `respond` only takes declared statuses and bodies
 * (docs/decisions/0014-operations-typed-from-the-spec.md).
 *
 * @example
 * operation('GET', '/api/guests/{id}', 'getGuest', ({ db, path, respond }) => {
 *   const guest = db.getGuest(path.id)
 *   if (!guest) throw new MockError('NOT_FOUND', `No guest has the id ${path.id}.`)
 *   return respond(200, guest)
 * })
 */
export function operation<P extends SpecPath, M extends MethodOf<P>, Id extends OperationIdAt<P, M>>(
  method: M,
  path: P,
  operationId: Id,
  resolve: Resolver<Id>,
  { bodyRules }: OperationOptions = {},
): OperationDefinition {
  return {
    method,
    path,
    operationId,
    async run(context, request, pathParams) {
      const spec = context.operations.get(operationId)
      const parsed = parseParameters(spec, request.url, pathParams)
      if (parsed.violations.length > 0) {
        const count = parsed.violations.length
        throw new MockError('INVALID_PARAMETERS', `${count} request parameter${count === 1 ? ' is' : 's are'} invalid.`, parsed.violations)
      }
      const body = spec.requestBody ? await readJsonBody(spec, request, bodyRules && ((value) => bodyRules(value, context.db))) : undefined
      // Nobody reads a write that is still being saved and may yet be undone (docs/decisions/0500-write-ahead-persistence.md).
      for (let unsaved = context.db.unsavedWrite; unsaved; unsaved = context.db.unsavedWrite) await unsaved
      // The casts hold because the values were just validated against this operation's schemas.
      const input: OperationInput<Id> = {
        db: context.db,
        control: context.control,
        url: request.url,
        path: parsed.path as PathOf<Id>,
        query: parsed.query as QueryOf<Id>,
        body: body as BodyOf<Id>,
        respond: responder(spec, context.json) as Respond<Id>,
      }
      return resolve(input)
    },
  }
}

type Responder = (status: number, body?: unknown, headers?: Record<string, string>) => MockResponse

/** `respond` of one operation for one database, made once each. */
const responders = new WeakMap<JsonWriter, WeakMap<SpecOperation, Responder>>()

/** `respond` for one operation: the body as JSON, under the media type the spec declares for the status. */
function responder(spec: SpecOperation, json: JsonWriter): Responder {
  let forDatabase = responders.get(json)
  if (!forDatabase) responders.set(json, (forDatabase = new WeakMap()))
  let respond = forDatabase.get(spec)
  if (!respond) {
    const mediaTypes = new Map(Object.entries(spec.responses).map(([status, response]) => [Number(status), Object.keys(response.content)[0]]))
    respond = (status, body, headers = {}) => {
      if (body === undefined || body === null) return { status, headers: { ...headers }, body: null }
      return { status, headers: { 'Content-Type': mediaTypes.get(status) ?? 'application/json', ...headers }, body: json.stringify(body) }
    }
    forDatabase.set(spec, respond)
  }
  return respond
}
