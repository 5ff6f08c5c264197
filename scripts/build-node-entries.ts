/**
 * Bundles the Node-side library entries (`.`, `./node`, `./server`, `./playwright`, `./verify`)
 * into `dist/node/`, one file per entry over shared chunks, so a class is one class whichever entry
 * it is imported from. The package's `exports` point the `node` condition at these files; every
 * other condition (browsers, bundlers, jsdom) keeps the plain `tsc` output in `dist/src/`, whose
 * `.d.ts` files type both. Why, and what stays outside: docs/decisions/0312-bundled-node-entries.md.
 *
 * `npm run build` runs it after `tsc`; `node --import tsx scripts/build-node-entries.ts [outdir]`.
 */
import { rmSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile, type Plugin } from 'esbuild'
import { embedDependencySources } from './embed-dependency-sources.js'

const root = fileURLToPath(new URL('../', import.meta.url))

/** Output name (under the outdir, without `.js`) -> source, one per Node-side entry of `exports`. */
export const NODE_ENTRIES = {
  index: 'src/index.ts',
  node: 'src/node.ts',
  server: 'src/server.ts',
  playwright: 'src/playwright.ts',
  'verify/index': 'src/verify/index.ts',
} as const

/**
 * Imports left to the app's install: msw and the optional peers (the app's own copy must be the one
 * that intercepts), Express and cors (`./server` only; an Express app is what `createApp` returns),
 * and the verifier's fast-check and yaml. Everything else the entries import (our modules,
 * `@msw/data` with es-toolkit, Ajv) is bundled.
 */
export const NODE_EXTERNALS = ['msw', '@playwright/test', '@msw/playwright', 'express', 'cors', 'fast-check', 'yaml']

/**
 * Modules the Node bundle loads in place of the ones browsers, bundlers and the `tsc` output load:
 * msw's `http` from its HTTP-only subpath, never msw's root (docs/decisions/0318-msw-http-subpath.md),
 * and Ajv's compiler only when a schema is first compiled (docs/decisions/0332-ajv-compiler-loaded-on-first-use.md).
 */
export const NODE_SWAPS: Record<string, string> = {
  'src/msw/msw-http.ts': 'src/msw/msw-http-node.ts',
  'src/spec/ajv-compiler.ts': 'src/spec/ajv-compiler-node.ts',
}

const nodeSwaps: Plugin = {
  name: 'node-swaps',
  setup(builder) {
    builder.onResolve({ filter: /\.js$/ }, (args) => {
      const source = relative(root, resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts')))
      const swap = NODE_SWAPS[source]
      return swap ? { path: join(root, swap) } : undefined
    })
  },
}

/** Writes the bundled entries, their chunks and source maps to `outdir`; returns esbuild's metafile. */
export async function buildNodeEntries(outdir = join(root, 'dist/node')): Promise<Metafile> {
  // The folder holds this build only: chunks of an earlier build (other hashes) must not be shipped.
  rmSync(outdir, { recursive: true, force: true })
  const result = await build({
    absWorkingDir: root,
    entryPoints: NODE_ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // `pkg` and `pkg/sub/path` alike.
    external: NODE_EXTERNALS.flatMap((name) => [name, `${name}/*`]),
    // The bundled CommonJS dependencies (Ajv) require Node's built-in modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);" },
    sourcemap: 'linked',
    // The dependencies' text only: embedDependencySources drops our own (shipped in src/).
    sourcesContent: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [nodeSwaps],
  })
  // A renamed or moved module would quietly bring msw's root or Ajv's compiler back into every Node test file.
  const inputs = Object.keys(result.metafile.inputs)
  for (const [source, swap] of Object.entries(NODE_SWAPS)) {
    if (!inputs.includes(swap) || inputs.includes(source)) {
      throw new Error(`The Node bundle must load ${swap} in place of ${source}; check the node-swaps plugin in scripts/build-node-entries.ts.`)
    }
  }
  embedDependencySources(result.metafile, root)
  return result.metafile
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildNodeEntries(process.argv[2])
}
