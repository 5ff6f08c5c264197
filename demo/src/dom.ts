type Child = Node | string | number | null | undefined | false
/** Children may nest arrays, as `map` results often do. */
export type Children = Child | Children[]
type AttributeValue = string | number | boolean | null | undefined
type Attributes = Record<string, AttributeValue | ((event: Event) => void)>

/**
 * Creates an element. Text always goes in as text nodes, never as HTML, so guest names and notes
 * typed into the forms can never inject markup.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes?: Attributes | null,
  ...children: Children[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (typeof value === 'function') element.addEventListener(name.replace(/^on/, ''), value)
    else if (value === true) element.setAttribute(name, '')
    else if (value !== false && value !== null && value !== undefined) element.setAttribute(name, String(value))
  }
  append(element, children)
  return element
}

export function append(parent: Node, children: Children[]): void {
  for (const child of (children as unknown[]).flat(Infinity) as Child[]) {
    if (child === null || child === undefined || child === false) continue
    parent.appendChild(child instanceof Node ? child : document.createTextNode(String(child)))
  }
}

/** Replaces everything inside `parent`. */
export function replaceChildren(parent: Element, ...children: Children[]): void {
  parent.replaceChildren()
  append(parent, children)
}
