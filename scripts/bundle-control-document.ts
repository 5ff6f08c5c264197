/**
 * Makes the control plane's document (spec/mock-control.yaml) self-contained: its references into
 * the contract (`./openapi.yaml#/components/...`) become local ones, and the contract's components
 * they reach are copied in. The result is what `/__mock/openapi.json` serves and what the router
 * merges with the contract.
 */
type Json = unknown
type Document = { components?: Record<string, Record<string, Json>> } & Record<string, Json>

const CONTRACT_REF = './openapi.yaml#/'

/** Every `$ref` value in a JSON value. */
function references(value: Json, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) references(item, found)
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child)
      else references(child, found)
    }
  }
  return found
}

/** The value with every contract reference made local. */
function localise(value: Json): Json {
  if (Array.isArray(value)) return value.map(localise)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, key === '$ref' && typeof child === 'string' && child.startsWith(CONTRACT_REF) ? `#/${child.slice(CONTRACT_REF.length)}` : localise(child)]),
    )
  }
  return value
}

/**
 * The control document with the contract's components it refers to (directly or through other
 * components) copied in, every reference local.
 *
 * @example
 * const served = bundleControlDocument(parse(controlYaml), parse(contractYaml))
 */
export function bundleControlDocument(control: Document, contract: Document): Document {
  const bundled = localise(control) as Document
  const components: Record<string, Record<string, Json>> = structuredClone(bundled.components ?? {})
  const pending = references(control).filter((ref) => ref.startsWith(CONTRACT_REF)).map((ref) => ref.slice(CONTRACT_REF.length))
  const copied = new Set<string>()
  while (pending.length > 0) {
    const pointer = pending.pop()!
    if (copied.has(pointer)) continue
    copied.add(pointer)
    const [, section, name] = pointer.split('/') as [string, string, string]
    const component = contract.components?.[section]?.[name]
    if (component === undefined) throw new Error(`spec/mock-control.yaml refers to ./openapi.yaml#/${pointer}, which the contract does not have.`)
    ;(components[section] ??= {})[name] = component
    for (const ref of references(component)) if (ref.startsWith('#/')) pending.push(ref.slice(2))
  }
  const sorted = Object.fromEntries(Object.entries(components).map(([section, entries]) => [section, Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : 1)))]))
  return { ...bundled, components: sorted }
}
