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
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { embedDependencySources } from './embed-dependency-sources.js'

const root = fileURLToPath(new URL('../', import.meta.url))
const entry = join(root, 'src/cli.ts')

/** The CLI's imports that stay outside the bundle, as written in `src/cli.ts`. */
export const CLI_EXTERNALS = ['./verify/cli.js']

/**
 * Dependencies the bin never runs, bundled as a stub that says so (decision 0331): Express's body
 * parsers (the server reads bodies itself) and `qs` (Express's "extended" query parser, never on).
 */
export const CLI_STUBS: Record<string, string> = {
  'body-parser': join(root, 'src/express/body-parser-stub.cjs'),
  qs: join(root, 'src/express/qs-stub.cjs'),
}

/**
 * The media types the bin keeps of `mime-db` (decision 0331): what it sends and what Express may
 * be asked about. Express's `mime-types` indexes the whole database as it loads; the server writes
 * its own `Content-Type` on every answer but `/openapi.json` (`res.json`).
 */
export const CLI_MEDIA_TYPES = [
  'application/json',
  'application/problem+json',
  'application/javascript',
  'application/octet-stream',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'text/css',
  'text/html',
  'text/javascript',
  'text/plain',
  'text/xml',
]

const requireFrom = createRequire(import.meta.url)

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
    // Whitespace and comments out, names kept (stack traces read as before, and the linked maps
    // give the lines): a third less text for Node 20 to compile on every start (decision 0331).
    minifyWhitespace: true,
    minifySyntax: true,
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
      {
        name: 'cli-media-types',
        setup(bundler) {
          // The entries of the mime-db that mime-types itself resolves, for the kept types only.
          bundler.onResolve({ filter: /^mime-db$/ }, (args) => ({
            // Named as the dependency it comes from: its source map entry carries the subset's text.
            path: 'node_modules/mime-db/db.json',
            namespace: 'cli-media-types',
            pluginData: requireFrom.resolve('mime-db/db.json', { paths: [args.resolveDir] }),
          }))
          bundler.onLoad({ filter: /.*/, namespace: 'cli-media-types' }, (args) => {
            const db = JSON.parse(readFileSync(args.pluginData as string, 'utf8')) as Record<string, unknown>
            const kept = Object.fromEntries(CLI_MEDIA_TYPES.map((type) => [type, db[type]]).filter(([, entry]) => entry !== undefined))
            return { contents: `module.exports = ${JSON.stringify(kept)}`, loader: 'js', resolveDir: root }
          })
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
