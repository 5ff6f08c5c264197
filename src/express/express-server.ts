import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http'
import type { Express } from 'express'

/**
 * An HTTP server for an Express app whose requests and responses are born with the app's
 * prototypes, so Express's per-request `Object.setPrototypeOf` is a no-op and V8 keeps one fast
 * shape for them. They are subclasses (`extends`), so V8 sizes each object for its constructor;
 * the app's `request` and `response` objects are replaced by the subclasses' prototypes (same
 * parent, same own properties). `test/server/server.test.ts` checks the shapes stay fast;
 * docs/decisions/0005-express-bridge.md says why.
 */
export function createExpressServer(app: Express): Server {
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse {}
  app.request = adoptPrototype(AppRequest, app.request)
  app.response = adoptPrototype(AppResponse, app.response)
  return createServer(
    {
      IncomingMessage: AppRequest as typeof IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof ServerResponse,
    },
    app,
  )
}

/**
 * Makes `subclass.prototype` stand in for `prototype` (one of an Express app's): the same parent
 * (Express's methods) and the same own properties (`app`, and any a user added).
 */
function adoptPrototype<T extends object>(subclass: { prototype: object }, prototype: T): T {
  Object.setPrototypeOf(subclass.prototype, Object.getPrototypeOf(prototype))
  const { constructor: _, ...own } = Object.getOwnPropertyDescriptors(prototype)
  Object.defineProperties(subclass.prototype, own)
  return subclass.prototype as T
}
