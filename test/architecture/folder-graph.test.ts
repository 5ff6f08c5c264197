import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'

/**
 * The folders draw the architecture (docs/architecture.md): entry points at the top of `src/`,
 * one folder per runtime, and imports between folders that never go round in a circle.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const SOURCE_ROOTS = ['src', 'handlers', 'fixtures']

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** Relative imports of a file (static, dynamic and re-exports), as repository paths. */
function relativeImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8')
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!)
  return specifiers.map((specifier) => relative(ROOT, resolve(ROOT, dirname(file), specifier)))
}

/**
 * The folder a file belongs to as a part of the architecture: a folder of `src/` (with its
 * subfolders, e.g. `src/db/seed` is part of `src/db`), `handlers`, `fixtures`, or `src` itself for
 * the entry points.
 */
function unitOf(file: string): string {
  const parts = dirname(file).split('/')
  return parts[0] === 'src' && parts.length > 1 ? `src/${parts[1]}` : parts[0]!
}

/** The folder edges of the source tree: from each file's folder to every other folder it imports from. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const file of SOURCE_ROOTS.flatMap(sourceFiles)) {
    const from = unitOf(file)
    for (const target of relativeImports(file)) {
      const to = unitOf(target)
      if (to === from) continue
      if (!graph.has(from)) graph.set(from, new Set())
      graph.get(from)!.add(to)
    }
  }
  return graph
}

/** One cycle of the graph as a path of folders, if there is any. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node]
    state.set(node, 'open')
    path.push(node)
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    path.pop()
    state.set(node, 'done')
    return undefined
  }
  for (const node of graph.keys()) {
    const cycle = visit(node)
    if (cycle) return cycle
  }
  return undefined
}

/**
 * What each runtime layer may import among the others: adapters -> handlers/ -> src/control (->
 * src/db, src/spec). A reverse import is how the core starts knowing one of its runtimes again.
 */
const LAYERS: Record<string, readonly string[]> = {
  'src/control': [],
  handlers: ['src/control'],
  'src/msw': ['handlers', 'src/control'],
  'src/node': ['src/msw', 'handlers', 'src/control'],
  'src/browser': ['src/msw', 'handlers', 'src/control'],
  'src/sessions': ['handlers', 'src/control'],
  'src/express': ['src/sessions', 'handlers', 'src/control'],
  'src/playwright': ['src/sessions', 'src/msw', 'handlers', 'src/control'],
}

const layerOf = (unit: string) => (unit in LAYERS ? unit : undefined)

describe('the folder graph', () => {
  test('imports between runtime layers go one way: adapters, then the core, then the control plane', () => {
    const wrong: string[] = []
    for (const file of SOURCE_ROOTS.flatMap(sourceFiles)) {
      const from = layerOf(unitOf(file))
      if (!from) continue
      for (const target of relativeImports(file)) {
        const to = layerOf(unitOf(target))
        if (to && to !== from && !LAYERS[from]!.includes(to)) wrong.push(`${file} imports ${target}`)
      }
    }
    expect(wrong).toEqual([])
  })

  test('has no import cycle between folders', () => {
    expect(findCycle(folderGraph())).toBeUndefined()
  })

  test('finds a cycle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ])
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a'])
  })

  test('keeps only the public entry points at the top of src/', () => {
    const top = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort()
    expect(top).toEqual(['browser.ts', 'cli.ts', 'index.ts', 'node.ts', 'playwright.ts', 'server.ts'])
  })

  test('keeps the database below the scenarios: src/db never imports fixtures/', () => {
    const graph = folderGraph()
    expect([...(graph.get('src/db') ?? [])].filter((to) => to === 'fixtures')).toEqual([])
  })
})
