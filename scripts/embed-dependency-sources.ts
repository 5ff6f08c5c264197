/**
 * Keeps, in a bundle's source maps (built with `sourcesContent: true`), the text of the dependency
 * sources only. Our own sources ship in the package (`src/`, `handlers/`, `fixtures/`), so a map
 * can point at them; a bundled dependency's file cannot be pointed at: once installed, the app's
 * copy of it sits elsewhere, is another version, or (for a dependency built from TypeScript) was
 * never shipped. Its text in the map keeps `--enable-source-maps` and debuggers right without a
 * second copy of our own sources.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Metafile } from 'esbuild'

interface SourceMap {
  sources: string[]
  sourcesContent?: (string | null)[]
}

/** Drops our own sources' text from every `.map` output of `metafile` (paths relative to `workingDir`). */
export function embedDependencySources(metafile: Metafile, workingDir: string): void {
  for (const output of Object.keys(metafile.outputs).filter((path) => path.endsWith('.map'))) {
    const file = resolve(workingDir, output)
    const map = JSON.parse(readFileSync(file, 'utf8')) as SourceMap
    map.sourcesContent = map.sources.map((source, index) => (source.includes('node_modules/') ? (map.sourcesContent?.[index] ?? null) : null))
    writeFileSync(file, JSON.stringify(map))
  }
}
