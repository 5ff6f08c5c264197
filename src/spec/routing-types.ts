import type { operations as contractOperations, paths as contractPaths } from '../generated/openapi.js'
import type { operations as controlOperations, paths as controlPaths } from '../generated/mock-control.js'

/** The paths the router serves, typed: the contract's and the control plane's (see `routingDocument`). */
export type RoutingPaths = contractPaths & controlPaths

/** The operations the router serves, typed by operationId: the contract's and the control plane's. */
export type RoutingOperations = contractOperations & controlOperations
