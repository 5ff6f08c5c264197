/**
 * Bundles the CLI (`src/cli.ts` and everything its start path imports, dependencies included)
 * into `dist/src/cli.js`, the package's bin, and the chunks beside it (`dist/src/cli-*.js`).
 * Node 20 loads the unbundled start path as several hundred ES modules, each read, compiled and
 * linked on its own (es-toolkit alone is 555 of them); a bundle starts the server about twice as
 * fast. The entry file is only `src/cli.ts` itself: what it imports after turning on Node's
 * compile cache is split into chunks, so Node 22+ compiles them from the cache
 * (docs/decisions/0313-cli-compile-cache.md). The verifier (`cli.js verify`) is left out of the
 * bundle and loaded from `dist/src/verify/` when asked for.
 *
 * `npm run build` runs it after `tsc`; `node --import tsx scripts/build-cli.ts [outdir]`.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { embedDependencySources } from './embed-dependency-sources.js'

const root = fileURLToPath(new URL('../', import.meta.url))
const entry = join(root, 'src/cli.ts')

/** The CLI's imports that stay outside the bundle, as written in `src/cli.ts`. */
export const CLI_EXTERNALS = ['./verify/cli.js']

/**
 * Dependencies the bin never runs, bundled as a stub that says so: Express's body parsers, which
 * the standalone server does without (it reads bodies itself; decision 0331).
 */
export const CLI_STUBS: Record<string, string> = { 'body-parser': join(root, 'src/express/body-parser-stub.cjs') }

/** Writes the bundled CLI as `cli.js` in `outdir`, its chunks beside it (`cli-*.js`) and their source maps; returns esbuild's metafile. */
export async function buildCli(outdir = join(root, 'dist/src')): Promise<Metafile> {
  // Chunks of an earlier build have other hashes: removed, so the package never ships them.
  mkdirSync(outdir, { recursive: true })
  for (const name of readdirSync(outdir).filter((file) => /^cli-.*\.js(\.map)?$/.test(file))) rmSync(join(outdir, name))
  const result = await build({
    absWorkingDir: root,
    entryPoints: { cli: entry },
    outdir,
    bundle: true,
    // Beside the bin, so the verifier's import (`./verify/cli.js`) resolves from every chunk alike.
    splitting: true,
    chunkNames: 'cli-[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // `--version` answers from the bundle itself, wherever it is installed.
    define: { BUNDLED_PACKAGE_VERSION: JSON.stringify(packageVersion()) },
    // The CommonJS dependencies (Express, Ajv, commander) require Node's built-in modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);" },
    sourcemap: 'linked',
    // The dependencies' text only: embedDependencySources drops our own (shipped in src/).
    sourcesContent: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'cli-externals',
        setup(bundler) {
          bundler.onResolve({ filter: /^\.\.?\// }, (args) =>
            args.importer === entry && CLI_EXTERNALS.includes(args.path) ? { path: args.path, external: true } : undefined,
          )
        },
      },
      {
        name: 'cli-stubs',
        setup(bundler) {
          bundler.onResolve({ filter: new RegExp(`^(${Object.keys(CLI_STUBS).join('|')})$`) }, (args) => ({ path: CLI_STUBS[args.path]! }))
        },
      },
    ],
  })
  embedDependencySources(result.metafile, root)
  return result.metafile
}

function packageVersion(): string {
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildCli(process.argv[2])
}
