import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const demoRoot = fileURLToPath(new URL('.', import.meta.url))
const projectRoot = fileURLToPath(new URL('..', import.meta.url))

/**
 * The front-desk demo. A relative base and hash routing make the static build work from any
 * static host and any sub-path; the worker script sits next to index.html, so its scope is the app.
 */
export default defineConfig({
  root: demoRoot,
  base: './',
  resolve: {
    // The demo imports the package the way an app would; this points that import at the source.
    alias: {
      'guest-reservation-mock/browser': fileURLToPath(new URL('../src/browser.ts', import.meta.url)),
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    fs: { allow: [projectRoot] },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    outDir: fileURLToPath(new URL('../dist/demo', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Vite's default chunk-size warning stays on: the mock's parts go to chunks of their own
        // (each under the limit), loaded in parallel and cached apart from the app's own code.
        codeSplitting: {
          groups: [
            { name: 'seed-locales', test: /src[\\/]db[\\/]seed[\\/]locale-data/ },
            { name: 'msw', test: /node_modules[\\/](msw|@mswjs|@open-draft|tough-cookie|tldts|tldts-core|outvariant|strict-event-emitter|headers-polyfill|until-async|rettime|graphql|cookie|statuses|is-node-process|path-to-regexp)[\\/]/ },
            { name: 'validators', test: /node_modules[\\/](ajv|ajv-formats|fast-uri|fast-deep-equal|json-schema-traverse|fast-json-stable-stringify)[\\/]/ },
            { name: 'mock', test: /src[\\/](db|spec|generated|control|msw|browser|shared)|[\\/]handlers[\\/]|[\\/]fixtures[\\/]|node_modules[\\/](@msw[\\/]data|mutative|es-toolkit|@standard-schema)/ },
          ],
        },
      },
    },
  },
})
