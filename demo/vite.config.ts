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
    // The seeded hotel generator (faker locales, the spec validators) is one large chunk by nature.
    chunkSizeWarningLimit: 4000,
  },
})
