/** The parts of an OpenAPI 3.1 document this package reads. */
export type JsonSchema = Record<string, unknown>

export interface ParameterObject {
  name: string
  in: 'query' | 'path' | 'header' | 'cookie'
  required?: boolean
  description?: string
  schema?: JsonSchema
}

export interface Reference {
  $ref: string
}

export interface MediaTypeObject {
  schema?: JsonSchema
}

export interface ResponseObject {
  description: string
  headers?: Record<string, Reference | { schema?: JsonSchema; required?: boolean }>
  content?: Record<string, MediaTypeObject>
}

export interface OperationObject {
  operationId?: string
  parameters?: Array<ParameterObject | Reference>
  requestBody?: Reference | { required?: boolean; content?: Record<string, MediaTypeObject> }
  responses?: Record<string, ResponseObject | Reference>
  [key: string]: unknown
}

export interface OpenApiDocument {
  openapi: string
  paths?: Record<string, Record<string, unknown>>
  components?: Record<string, Record<string, unknown> | undefined>
  [key: string]: unknown
}
