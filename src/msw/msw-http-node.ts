/**
 * msw's `http` namespace for the Node bundle (`scripts/build-node-entries.ts` puts this module in
 * place of `msw-http.ts`): loaded from msw's HTTP-only subpath, so a Node test file never loads
 * msw's root and the GraphQL support it brings. msw 2 exports that subpath as `msw/core/http`,
 * msw 3 as `msw/http`; the first the installed msw exports is used, its root only if neither is.
 * Top-level await keeps `createHandlers` synchronous (docs/decisions/0318-msw-http-subpath.md).
 */
import type { http as MswHttp } from 'msw'

/** The HTTP-only subpaths, in the order tried: msw 2.12+, then msw 3. */
const HTTP_SUBPATHS = [
  { specifier: 'msw/core/http', subpath: './core/http' },
  { specifier: 'msw/http', subpath: './http' },
]

/**
 * Whether `error` says this subpath itself is missing from msw's `exports`, as Node reports it
 * (`Package subpath './http' is not defined by "exports"`) or jest (`Cannot find module
 * 'msw/http'`); any other failure, such as one inside the module it names, must not be hidden.
 */
function isNotExported(error: unknown, { specifier, subpath }: (typeof HTTP_SUBPATHS)[number]): boolean {
  // Read by shape, not `instanceof Error`: jest throws its errors from another realm.
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof message !== 'string') return false
  if (code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') return message.includes(`'${subpath}'`)
  return (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && message.includes(`'${specifier}'`)
}

async function importHttp(): Promise<typeof MswHttp> {
  for (const candidate of HTTP_SUBPATHS) {
    try {
      // Left to the runtime: bundlers must not try to resolve the subpath the installed msw lacks.
      const module = (await import(/* webpackIgnore: true */ /* @vite-ignore */ candidate.specifier)) as { http: typeof MswHttp }
      return module.http
    } catch (error) {
      if (!isNotExported(error, candidate)) throw error
    }
  }
  return (await import('msw')).http
}

export const http = await importHttp()
