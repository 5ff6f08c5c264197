// What the CLI bundle gets for `body-parser`: Express re-exports its parsers (`express.json()`, ...),
// but the standalone server reads request bodies itself (src/express/middleware.ts), so the bin
// leaves them and their dependencies out (docs/decisions/0331-cli-without-body-parsers.md).
'use strict'
const unavailable = (name) => () => {
  throw new Error(`express.${name}() is not part of the guest-reservation-mock CLI bundle.`)
}
module.exports = { json: unavailable('json'), raw: unavailable('raw'), text: unavailable('text'), urlencoded: unavailable('urlencoded') }
