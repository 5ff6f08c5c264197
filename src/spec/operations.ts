import { routingDocument } from './document.js'
import { valueAt } from '../shared/json-pointer.js'
import type {
  JsonSchema,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  Reference,
  ResponseObject,
} from './document-types.js'

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

export interface SpecParameter {
  name: string
  in: 'query' | 'path' | 'header' | 'cookie'
  required: boolean
  schema: JsonSchema
}

export interface SpecHeader {
  name: string
  required: boolean
  schema: JsonSchema
}

export interface SpecResponse {
  status: string
  headers: SpecHeader[]
  /** Media type -> body schema. */
  content: Record<string, JsonSchema | undefined>
}

/** One operation of the spec with every `$ref` resolved, ready for validation and routing. */
export interface SpecOperation {
  operationId: string
  method: HttpMethod
  /** The path template as written in the spec, e.g. `/api/guests/{id}`. */
  path: string
  parameters: SpecParameter[]
  requestBody: { required: boolean; content: Record<string, JsonSchema | undefined> } | undefined
  responses: Record<string, SpecResponse>
}

export type RouteMatch =
  | { kind: 'operation'; operation: SpecOperation; pathParams: Record<string, string> }
  | { kind: 'method-not-allowed'; path: string; allow: string[] }

interface PathRoute {
  path: string
  pattern: RegExp
  names: string[]
  operations: Map<HttpMethod, SpecOperation>
}

/** The operations of an OpenAPI document, with a router over their path templates. */
export class SpecOperations {
  readonly list: readonly SpecOperation[]
  readonly #byId = new Map<string, SpecOperation>()
  readonly #routes: PathRoute[] = []

  constructor(readonly document: OpenApiDocument = routingDocument) {
    const list: SpecOperation[] = []
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      const shared = (item.parameters as Array<ParameterObject | Reference> | undefined) ?? []
      const names: string[] = []
      const pattern = new RegExp(
        `^${path
          .split('/')
          .map((segment) => {
            const param = /^\{(.+)\}$/.exec(segment)
            if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            names.push(param[1]!)
            return '([^/]+)'
          })
          .join('/')}/?$`,
      )
      const route: PathRoute = { path, pattern, names, operations: new Map() }
      for (const method of HTTP_METHODS) {
        const raw = item[method] as OperationObject | undefined
        if (!raw) continue
        const operation = this.#resolveOperation(path, method, raw, shared)
        route.operations.set(method, operation)
        list.push(operation)
        this.#byId.set(operation.operationId, operation)
      }
      this.#routes.push(route)
    }
    // Literal segments win over parameters: /api/guests/search before /api/guests/{id}.
    this.#routes.sort((a, b) => a.names.length - b.names.length)
    this.list = list
  }

  /** The operation with this operationId; throws on a name the spec does not have. */
  get(operationId: string): SpecOperation {
    const operation = this.#byId.get(operationId)
    if (!operation) throw new Error(`The spec has no operation "${operationId}".`)
    return operation
  }

  /** Routes a method and a path (without query) to an operation, a 405, or nothing (404). */
  match(method: string, pathname: string): RouteMatch | undefined {
    const lower = method.toLowerCase() as HttpMethod
    for (const route of this.#routes) {
      const found = route.pattern.exec(pathname)
      if (!found) continue
      const operation = route.operations.get(lower)
      if (!operation) return { kind: 'method-not-allowed', path: route.path, allow: this.allowedMethods(route.path) }
      const pathParams: Record<string, string> = {}
      route.names.forEach((name, index) => {
        pathParams[name] = safeDecode(found[index + 1]!)
      })
      return { kind: 'operation', operation, pathParams }
    }
    return undefined
  }

  /** The methods a path template answers, as an `Allow` header lists them. */
  allowedMethods(path: string): string[] {
    const route = this.#routes.find((candidate) => candidate.path === path)
    if (!route) return []
    return [...route.operations.keys()].map((method) => method.toUpperCase())
  }

  #resolveOperation(
    path: string,
    method: HttpMethod,
    raw: OperationObject,
    shared: Array<ParameterObject | Reference>,
  ): SpecOperation {
    const parameters = new Map<string, SpecParameter>()
    for (const entry of [...shared, ...(raw.parameters ?? [])]) {
      const parameter = this.#deref<ParameterObject>(entry)
      parameters.set(`${parameter.in}:${parameter.name}`, {
        name: parameter.name,
        in: parameter.in,
        required: parameter.required ?? parameter.in === 'path',
        schema: parameter.schema ?? {},
      })
    }
    const body = raw.requestBody ? this.#deref<{ required?: boolean; content?: Record<string, { schema?: JsonSchema }> }>(raw.requestBody) : undefined
    const responses: Record<string, SpecResponse> = {}
    for (const [status, entry] of Object.entries(raw.responses ?? {})) {
      const response = this.#deref<ResponseObject>(entry)
      responses[status] = {
        status,
        headers: Object.entries(response.headers ?? {}).map(([name, header]) => {
          const resolved = this.#deref<{ schema?: JsonSchema; required?: boolean }>(header)
          return { name, required: resolved.required ?? false, schema: resolved.schema ?? {} }
        }),
        content: Object.fromEntries(
          Object.entries(response.content ?? {}).map(([mediaType, media]) => [mediaType, media.schema]),
        ),
      }
    }
    return {
      operationId: raw.operationId ?? `${method} ${path}`,
      method,
      path,
      parameters: [...parameters.values()],
      requestBody: body
        ? {
            required: body.required ?? false,
            content: Object.fromEntries(
              Object.entries(body.content ?? {}).map(([mediaType, media]) => [mediaType, media.schema]),
            ),
          }
        : undefined,
      responses,
    }
  }

  #deref<T>(value: T | Reference): T {
    let current: unknown = value
    for (let hops = 0; hops < 16 && isReference(current); hops++) {
      current = resolvePointer(this.document, current.$ref)
    }
    return current as T
  }
}

function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string'
}

function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, not "${ref}".`)
  const node = valueAt(document, ref)
  if (node === undefined) throw new Error(`The reference "${ref}" points at nothing.`)
  return node
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

let defaultOperations: SpecOperations | undefined

/** The operations of the package's own spec (built once; immutable). */
export function specOperations(): SpecOperations {
  defaultOperations ??= new SpecOperations()
  return defaultOperations
}
