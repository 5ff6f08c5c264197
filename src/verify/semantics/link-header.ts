/** One link of an RFC 8288 `Link` header. */
export interface WebLink {
  href: string
  rels: string[]
}

/**
 * Parses an RFC 8288 `Link` header: `<url>; rel="next", <url>; rel="last"`. Commas inside the
 * `<...>` target or a quoted parameter do not split links. Returns `undefined` when the header is
 * not in that form at all.
 */
export function parseLinkHeader(header: string): WebLink[] | undefined {
  const links: WebLink[] = []
  let rest = header.trim()
  while (rest.length > 0) {
    const target = /^<([^>]*)>/.exec(rest)
    if (!target) return undefined
    rest = rest.slice(target[0].length)
    const rels: string[] = []
    // Parameters: ; name="value" or ; name=token, up to the next comma outside quotes.
    for (;;) {
      const parameter = /^\s*;\s*([A-Za-z0-9!#$&+.^_`|~*-]+)\s*(?:=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;,"]+)))?/.exec(rest)
      if (!parameter) break
      rest = rest.slice(parameter[0].length)
      if (parameter[1]!.toLowerCase() === 'rel') {
        const value = parameter[2] ?? parameter[3] ?? ''
        rels.push(...value.split(/\s+/).filter(Boolean).map((rel) => rel.toLowerCase()))
      }
    }
    links.push({ href: target[1]!, rels })
    rest = rest.trimStart()
    if (rest.startsWith(',')) rest = rest.slice(1).trimStart()
    else if (rest.length > 0) return undefined
  }
  return links
}

/** The target of the first link with this relation, resolved against the request URL. */
export function linkFor(links: readonly WebLink[], rel: string, base: URL): URL | undefined {
  const link = links.find((candidate) => candidate.rels.includes(rel))
  if (!link) return undefined
  try {
    return new URL(link.href, base)
  } catch {
    return undefined
  }
}
