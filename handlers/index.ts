/**
 * The runtime-agnostic core: a `MockRequest` in, a `MockResponse` out. Runtime adapters live in
 * `src/msw`, `src/express`, `src/node` and `src/browser` (docs/architecture.md).
 */
export { createRouter, type MockRouter } from './router.js'
export type { MockRequest, MockResponse } from './exchange.js'
export type { HandlerOptions } from './context.js'
export { problemResponse, PROBLEM_CONTENT_TYPE } from './problem.js'
export { API_BODY_LIMIT, CONTROL_BODY_LIMIT, bodyLimitOf, payloadTooLarge } from './body.js'
export { OPERATIONS } from './operations.js'
export { operation, type OperationDefinition, type OperationId, type OperationInput, type Respond } from './operation.js'
