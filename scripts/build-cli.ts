/**
 * Bundles the CLI (`src/cli.ts` and everything its start path imports, dependencies included)
 * into the one file `dist/src/cli.js`, the package's bin. Node 20 loads the unbundled start path
 * as several hundred ES modules, each read, compiled and linked on its own (es-toolkit alone is
 * 555 of them); one file starts the server about twice as fast. The library entries stay plain
 * `tsc` output. The verifier (`cli.js verify`) is left out of the bundle and loaded from
 * `dist/src/verify/` when asked for.
 *
 * `npm run build` runs it after `tsc`; `node --import tsx scripts/build-cli.ts [outfile]`.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'

const root = fileURLToPath(new URL('../', import.meta.url))
const entry = join(root, 'src/cli.ts')

/** The CLI's imports that stay outside the bundle, as written in `src/cli.ts`. */
export const CLI_EXTERNALS = ['./verify/cli.js']

/** Writes the bundled CLI (and its source map) to `outfile`; returns esbuild's metafile. */
export async function buildCli(outfile = join(root, 'dist/src/cli.js')): Promise<Metafile> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // `--version` answers from the bundle itself, wherever it is installed.
    define: { BUNDLED_PACKAGE_VERSION: JSON.stringify(packageVersion()) },
    // The CommonJS dependencies (Express, Ajv, commander) require Node's built-in modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);" },
    sourcemap: 'linked',
    sourcesContent: false,
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
    ],
  })
  return result.metafile
}

function packageVersion(): string {
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildCli(process.argv[2])
}
