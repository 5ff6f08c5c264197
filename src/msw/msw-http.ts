/**
 * msw's `http` namespace, the only part of msw's root the handlers use. This is what browsers,
 * bundlers and the `tsc` output load (a bundler keeps only `http` of msw's root); the Node bundle
 * swaps this module for `msw-http-node.ts`, which loads msw's HTTP-only subpath instead of its
 * root (docs/decisions/0318-msw-http-subpath.md).
 */
export { http } from 'msw'
