import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The runtime folders and the core import one way only (docs/architecture.md): adapters ->
// handlers/ -> src/control -> src/db, src/spec. A reverse import is how the core starts knowing
// one of its runtimes again.
const root = fileURLToPath(new URL('../../', import.meta.url))

/** Which layer a source file belongs to, or undefined for files outside the runtime layers. */
function layerOf(file: string): string | undefined {
  const path = relative(root, file).split('\\').join('/')
  for (const layer of ['src/msw', 'src/node', 'src/browser', 'src/express', 'src/control', 'handlers']) {
    if (path.startsWith(`${layer}/`)) return layer
  }
  return undefined
}

/** What each layer may import among the others. */
const ALLOWED: Record<string, readonly string[]> = {
  'src/control': [],
  handlers: ['src/control'],
  'src/msw': ['handlers', 'src/control'],
  'src/node': ['src/msw', 'handlers', 'src/control'],
  'src/browser': ['src/msw', 'handlers', 'src/control'],
  'src/express': ['handlers', 'src/control'],
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

describe('the runtime folders', () => {
  it('import one way only: adapters, then the core, then the control plane', () => {
    const wrong: string[] = []
    for (const file of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'handlers'))]) {
      const from = layerOf(file)
      if (!from) continue
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
        const to = layerOf(resolve(dirname(file), specifier!))
        if (to && to !== from && !ALLOWED[from]!.includes(to)) wrong.push(`${relative(root, file)} imports ${specifier}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('keep only the public entry points (and the shared error type) at the top of src/', () => {
    const top = readdirSync(join(root, 'src'), { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name)
    expect(top.sort()).toEqual(['browser.ts', 'cli.ts', 'errors.ts', 'index.ts', 'node.ts', 'server.ts'])
  })
})
