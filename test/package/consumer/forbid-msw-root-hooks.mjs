// Resolve hook for forbid-msw-root.mjs: an import that resolves to one of the forbidden URLs throws.
let forbidden = new Set()

export function initialize(data) {
  forbidden = new Set(data.forbidden)
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context)
  if (forbidden.has(resolved.url)) throw new Error(`msw's root module was imported: '${specifier}' from ${context.parentURL}`)
  return resolved
}
