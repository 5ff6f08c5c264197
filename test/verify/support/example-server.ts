import { openApiDocument } from '../../../src/spec/document.js'
import { SpecOperations } from '../../../src/spec/operations.js'
import type { FetchLike } from '../../../src/verify/index.js'
import { contractOnly } from '../../../src/verify/spec-source.js'

type Json = any

/** Follows a local `$ref` of the spec. */
function resolve(node: Json): Json {
  let current = node
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((parent: Json, token: string) => parent?.[token], openApiDocument as Json)
  }
  return current
}

/** The first example of a response's JSON body, as the spec gives it. */
function exampleOf(response: Json): { contentType: string; body: Json } | undefined {
  const resolved = resolve(response)
  for (const [contentType, media] of Object.entries<Json>(resolved?.content ?? {})) {
    const first = Object.values<Json>(media.examples ?? {})[0]
    const body = media.example ?? resolve(first)?.value
    if (body !== undefined) return { contentType, body }
  }
  return undefined
}

/**
 * A stateless server that answers every operation of the spec with the example of its first
 * documented success, whatever the request, the way an example-based mock (Prism's static mode)
 * does: what the verifier must diagnose as "answers do not depend on the request or state".
 */
export function exampleServer(): FetchLike {
  const document = contractOnly(openApiDocument)
  const operations = new SpecOperations(document)
  return async (request) => {
    const url = new URL(request.url)
    const match = operations.match(request.method, url.pathname)
    if (match?.kind !== 'operation') {
      return Response.json({ type: '/problems/route-not-found', title: 'Not found', status: 404, detail: 'No such route.' }, { status: 404, headers: { 'content-type': 'application/problem+json' } })
    }
    const operation = (document.paths as Json)[match.operation.path][match.operation.method]
    const status = Object.keys(operation.responses).find((code) => code.startsWith('2'))!
    const example = exampleOf(operation.responses[status])
    const headers = new Headers({ 'content-type': example?.contentType ?? 'application/json' })
    if (status === '201') headers.set('location', `/api/guests/${example?.body?.id ?? 'example'}`)
    if (Array.isArray(example?.body?.data)) {
      headers.set('x-total-count', String(example.body.totalCount))
      headers.set('link', `<${url.pathname}?page=1&pageSize=20>; rel="first", <${url.pathname}?page=1&pageSize=20>; rel="last"`)
    }
    return new Response(JSON.stringify(example?.body ?? {}), { status: Number(status), headers })
  }
}
