/**
 * The Node test runtime: msw's `setupServer` over the mock's handlers.
 *
 * @example
 * import { createMockServer } from 'guest-reservation-mock/node'
 */
export * from './index.js'
export { createMockServer, type MockServerOptions, type NodeMock } from './node/mock-server.js'
