import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { renderGeneratedFiles } from '../../scripts/generated-files.js'
import { mockControlDocument, openApiDocument, routingDocument } from '../../src/spec/document.js'
import { SchemaCompiler } from '../../src/spec/schema-compiler.js'
import { specOperations } from '../../src/spec/operations.js'

const run = promisify(execFile)
const root = new URL('../../', import.meta.url)

describe('the contract in spec/openapi.yaml and the control plane in spec/mock-control.yaml', () => {
  it('lints clean with Spectral (spectral:oas), warnings included', async () => {
    const { stdout } = await run('npx', ['spectral', 'lint', '--fail-severity=warn', '--format=text', 'spec/openapi.yaml', 'spec/mock-control.yaml'], {
      cwd: root,
    })
    expect(stdout).not.toMatch(/warning|error/)
  }, 60_000)

  it('lints clean with Redocly (recommended rules)', async () => {
    const { stdout, stderr } = await run('npx', ['redocly', 'lint', '--format=stylish', 'spec/openapi.yaml', 'spec/mock-control.yaml'], { cwd: root })
    // Exits non-zero on errors; warnings are counted in a "You have N warnings" line.
    expect(`${stdout}${stderr}`).toMatch(/Your API descriptions? (is|are) valid/)
    expect(`${stdout}${stderr}`).not.toMatch(/You have \d+ warnings?/)
  }, 60_000)

  it('has generated files that are up to date (run `npm run generate` after changing the spec)', async () => {
    const expected = await renderGeneratedFiles(new URL('spec/', root))
    for (const [path, contents] of Object.entries(expected)) {
      expect(await readFile(new URL(path, root), 'utf8'), `${path} is stale`).toBe(contents)
    }
  })

  // The mock's own compiler skips the meta-schema check at run time; this is where it happens.
  it('has schemas that are valid JSON Schema 2020-12', () => {
    const schemas = new SchemaCompiler(routingDocument, { checkSchemas: true })
    for (const name of Object.keys(routingDocument.components?.schemas ?? {})) schemas.component(name)
    for (const operation of specOperations().list) {
      for (const parameter of operation.parameters) schemas.schema(parameter.schema)
      const body = operation.requestBody?.content['application/json']
      if (body) schemas.schema(body)
    }
  })

  it('keeps the control plane out of the contract, and in a document of its own that needs no other', () => {
    const contractPaths = Object.keys(openApiDocument.paths ?? {})
    expect(contractPaths.length).toBeGreaterThan(0)
    expect(contractPaths.filter((path) => !path.startsWith('/api/'))).toEqual([])
    expect(JSON.stringify(openApiDocument)).not.toMatch(/__mock|x-mock-control|Mock control/)
    const controlPaths = Object.keys(mockControlDocument.paths ?? {})
    expect(controlPaths).toContain('/__mock/reset')
    expect(controlPaths.filter((path) => !path.startsWith('/__mock/'))).toEqual([])
    // Self-contained: every reference points into the document itself, and resolves there.
    const refs = [...JSON.stringify(mockControlDocument).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]!)
    expect(refs.length).toBeGreaterThan(5)
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\//)
      const [, section, name] = ref.slice(2).split('/')
      expect(mockControlDocument.components?.[section!]?.[name!], ref).toBeDefined()
    }
  })

  it('routes by one view of both documents', () => {
    const ids = specOperations().list.map((operation) => operation.operationId)
    expect(ids).toEqual(expect.arrayContaining(['listGuests', 'getReservation', 'mockReset', 'mockGetControlDocument']))
  })
})
