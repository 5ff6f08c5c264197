// What the CLI bundle gets for `qs`: Express loads it for its "extended" query parser, which the
// standalone server never turns on (the core reads the query string itself), so the bin leaves it
// and its dependencies out (docs/decisions/0331-cli-without-body-parsers.md).
'use strict'
const unavailable = (name) => () => {
  throw new Error(`qs.${name}() (Express's "extended" query parser) is not part of the guest-reservation-mock CLI bundle.`)
}
module.exports = { parse: unavailable('parse'), stringify: unavailable('stringify'), formats: {} }
