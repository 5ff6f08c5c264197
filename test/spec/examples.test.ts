import { createDatabase, createRouter, openApiDocument, SCENARIO_NAMES, type MockRequest } from 'guest-reservation-mock'
import { describe, expect, it } from 'vitest'

interface Parameter {
  name: string
  in: string
  example?: unknown
  schema?: { example?: unknown }
  $ref?: string
}

/** An operation's parameters (path-level ones included), references resolved. */
function parametersOf(path: string, method: string): Parameter[] {
  const item = openApiDocument.paths![path]! as Record<string, { parameters?: Parameter[] } | Parameter[] | undefined>
  const shared = (item.parameters as Parameter[] | undefined) ?? []
  const own = (item[method] as { parameters?: Parameter[] }).parameters ?? []
  return [...shared, ...own].map((parameter) =>
    parameter.$ref ? (openApiDocument.components!.parameters![parameter.$ref.split('/').at(-1)!] as Parameter) : parameter,
  )
}

const exampleOf = (parameter: Parameter) => String(parameter.example ?? parameter.schema?.example)

function get(path: string): MockRequest {
  return { method: 'GET', url: new URL(path, 'http://hotel.test'), header: () => null, text: async () => '' }
}

// Tools that call an API from its document (Prism, Dredd, generated clients' docs) use these
// examples: they must name records that exist in every non-empty scenario (the fixtures).
describe.each(SCENARIO_NAMES.filter((name) => name !== 'empty'))('the contract’s examples in the %s scenario', (scenario) => {
  it('path examples name records that exist, and each search example finds someone', async () => {
    const route = createRouter(await createDatabase({ seed: 5, scenario, businessDate: '2026-11-22' }))
    let checked = 0
    for (const path of Object.keys(openApiDocument.paths!)) {
      if (!(openApiDocument.paths![path] as Record<string, unknown>).get) continue
      const parameters = parametersOf(path, 'get')
      const concrete = parameters.filter((p) => p.in === 'path').reduce((url, p) => url.replace(`{${p.name}}`, exampleOf(p)), path)
      const response = await route(get(concrete))
      if (path !== '/api/guests/search') {
        expect(response?.status, concrete).toBe(200)
        checked++
      }
      if (path === '/api/guests/search') {
        for (const criterion of parameters.filter((p) => p.in === 'query' && !['page', 'pageSize'].includes(p.name))) {
          const url = `${concrete}?${new URLSearchParams({ [criterion.name]: exampleOf(criterion) })}`
          const found = await route(get(url))
          expect(found?.status, url).toBe(200)
          expect((JSON.parse(found!.body!) as { totalCount: number }).totalCount, url).toBeGreaterThan(0)
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10)
  })
})
