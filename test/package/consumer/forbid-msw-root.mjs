// Loaded with `node --import`: from here on, any import that resolves to msw's root module (the
// URL `msw` resolves to for `import` or for `require`) fails, naming who imported it. Node's public
// module customization hooks; the hooks run in forbid-msw-root-hooks.mjs.
import { createRequire, register } from 'node:module'
import { pathToFileURL } from 'node:url'

const forbidden = [import.meta.resolve('msw'), pathToFileURL(createRequire(import.meta.url).resolve('msw')).href]
register('./forbid-msw-root-hooks.mjs', import.meta.url, { data: { forbidden } })
