import { createOpenApiHttp } from 'openapi-msw'
import type { paths } from '../src/generated/openapi.js'

const typed = createOpenApiHttp<paths>({ baseUrl: '*' })

/**
 * Where a handler made by `http` keeps the resolver it was given. openapi-msw wraps each resolver
 * to add a typed `query` (a `URL` parsed and its search params read) and a `response` helper (a
 * few closures) to every call; the handlers read neither at run time (`handle` parses and
 * validates the query against the spec, and answers through its own helpers of the same types),
 * so the router calls the resolver itself.
 */
export const kResolver = Symbol('guest-reservation-mock.resolver')

/**
 * MSW's `http`, typed by the spec's paths: a handler that answers a status or a body its operation
 * does not declare fails to compile. The `*` base matches any origin: the browser page, Node test
 * URLs and the standalone server alike. Each handler keeps its own resolver under `kResolver`.
 */
export const http = Object.fromEntries(
  Object.entries(typed).map(([method, make]) => [
    method,
    typeof make === 'function'
      ? (...args: unknown[]) => Object.assign((make as (...args: unknown[]) => object)(...args), { [kResolver]: args[1] })
      : make,
  ]),
) as unknown as typeof typed
