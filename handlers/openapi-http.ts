import { createOpenApiHttp } from 'openapi-msw'
import type { paths } from '../src/generated/openapi.js'

/**
 * MSW's `http`, typed by the spec's paths: a handler that answers a status or a body its operation
 * does not declare fails to compile. The `*` base matches any origin: the browser page, Node test
 * URLs and the standalone server alike.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' })
