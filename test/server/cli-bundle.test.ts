import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { isBuiltin } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Metafile } from 'esbuild'
import { buildCli, CLI_EXTERNALS, CLI_MEDIA_TYPES } from '../../scripts/build-cli.js'

// The bin is the bundle scripts/build-cli.ts writes, an entry file and its chunks (the other tests
// run src/cli.ts): built here into a temporary directory, away from any dependency it could still resolve.
describe('the bundled CLI', () => {
  let dir: string
  let outfile: string
  let metafile: Metafile

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guest-reservation-mock-cli-'))
    outfile = join(dir, 'src', 'cli.js')
    metafile = await buildCli(join(dir, 'src'))
  }, 60_000)

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('imports nothing but Node built-ins, its own chunks and the verifier', () => {
    const imports = Object.values(metafile.outputs).flatMap((output) => output.imports)
    const outside = imports.filter((entry) => entry.external).map((entry) => entry.path)
    expect(outside.filter((path) => !isBuiltin(path) && !CLI_EXTERNALS.includes(path))).toEqual([])
    expect(outside).toContain('./verify/cli.js')
  })

  it('has an entry file of its own code only, so the compile cache is on before the rest is compiled', () => {
    const [entry] = Object.values(metafile.outputs).filter((output) => output.entryPoint === 'src/cli.ts')
    expect(Object.keys(entry!.inputs).sort()).toEqual(['src/cli.ts', 'src/express/compile-cache.ts'])
    // Statically it loads only esbuild's few helpers (a chunk of no source file); the rest is imported dynamically.
    const staticChunks = entry!.imports.filter((entry) => !entry.external && entry.kind === 'import-statement')
    expect(staticChunks.flatMap((chunk) => Object.keys(metafile.outputs[chunk.path]!.inputs))).toEqual([])
  })

  it('leaves out Express’s body parsers and qs, and keeps only the media types it can send of mime-db (decision 0331)', async () => {
    const inputs = Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs))
    expect(inputs.filter((input) => /node_modules\/(body-parser|raw-body|iconv-lite|qs|side-channel)\//.test(input))).toEqual([])
    expect(inputs).toEqual(expect.arrayContaining(['src/express/body-parser-stub.cjs', 'src/express/qs-stub.cjs', 'cli-media-types:node_modules/mime-db/db.json']))
    expect(inputs).not.toContain('node_modules/mime-db/db.json')
    // The kept types are there, the rest of mime-db (some 2,500 types) is not.
    const startPath = Object.entries(metafile.outputs).find(([, output]) => Object.keys(output.inputs).includes('cli-media-types:node_modules/mime-db/db.json'))![0]
    const text = await readFile(startPath, 'utf8')
    for (const type of CLI_MEDIA_TYPES) expect(text).toContain(`"${type}"`)
    for (const type of ['application/vnd.ms-excel', 'image/png', 'video/mp4']) expect(text).not.toContain(`"${type}"`)
  })

  it('starts on its own and answers', async () => {
    const child = spawn(process.execPath, [outfile, '--port', '0', '--business-date', '2026-11-22'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] })
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let stdout = ''
        let stderr = ''
        child.stdout!.on('data', (chunk) => {
          stdout += chunk
          const match = /listening on (http:\/\/\S+)/.exec(stdout)
          if (match) resolve(match[1]!)
        })
        child.stderr!.on('data', (chunk) => (stderr += chunk))
        child.on('exit', (code) => reject(new Error(`The bundled CLI exited with ${code}: ${stderr}`)))
      })
      const response = await fetch(`${url}/api/guests?pageSize=1`)
      expect(response.status).toBe(200)
      expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(1)
      // A body is read without Express's parsers.
      const created = await fetch(`${url}/api/guests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada.bundle@example.com' }),
      })
      expect(created.status).toBe(201)
      expect(((await created.json()) as { email: string }).email).toBe('ada.bundle@example.com')
      // Express's own JSON answer still gets its charset from the kept media types.
      const spec = await fetch(`${url}/openapi.json`)
      expect(spec.headers.get('content-type')).toBe('application/json; charset=utf-8')
    } finally {
      child.kill('SIGKILL')
    }
  })
})
