import type { Page } from '../src/db/paging.js'

/**
 * The paging headers of a list response: `X-Total-Count`, and an RFC 8288 `Link` with first,
 * prev, next and last pages, each keeping the request's query parameters that the operation
 * declares (`query`, already validated: each once, within its schema's length), never unknown or
 * repeated ones, so the header stays small whatever the query (docs/decisions/0502-bounded-work.md),
 * and within {@link LINK_BUDGET}.
 */
export function pagingHeaders(url: URL, page: Page<unknown>, query: object): Record<string, string> {
  const lastPage = Math.max(1, page.totalPages)
  const kept = new URLSearchParams()
  kept.set('page', '1')
  kept.set('pageSize', String(page.pageSize))
  for (const name of Object.keys(query)) {
    if (name === 'page' || name === 'pageSize') continue
    const value = url.searchParams.get(name)
    if (value !== null) kept.set(name, value)
  }
  const { pathname } = url
  const link = (target: number, rel: LinkRel): PageLink => {
    kept.set('page', String(target))
    return { rel, text: `<${pathname}?${kept.toString()}>; rel="${rel}"` }
  }
  const links = [link(1, 'first')]
  if (page.page > 1) links.push(link(Math.min(page.page - 1, lastPage), 'prev'))
  if (page.page < lastPage) links.push(link(page.page + 1, 'next'))
  links.push(link(lastPage, 'last'))
  return { 'X-Total-Count': String(page.totalCount), Link: withinBudget(links).map((entry) => entry.text).join(', ') }
}

type LinkRel = 'first' | 'prev' | 'next' | 'last'
interface PageLink {
  rel: LinkRel
  text: string
}

/** Which links stay first when not all fit in {@link LINK_BUDGET}. */
const KEEP_ORDER: readonly LinkRel[] = ['next', 'prev', 'first', 'last']

/**
 * The most a `Link` header holds, in bytes. Clients cap all of an answer's headers together
 * (Node's `fetch` and `http` at 16 KiB), and each link repeats the query: criteria of hundreds of
 * non-ASCII characters, each written as up to 12 bytes of percent-escapes, would pass that cap.
 */
export const LINK_BUDGET = 8 * 1024

/** The links that fit in {@link LINK_BUDGET}, kept in this order: next, prev, first, last (at least one). */
function withinBudget(links: PageLink[]): PageLink[] {
  // Each link after the first is joined with ", ".
  const lengthOf = (some: readonly PageLink[]) => some.reduce((sum, entry) => sum + entry.text.length, 0) + 2 * Math.max(0, some.length - 1)
  if (lengthOf(links) <= LINK_BUDGET) return links
  const kept: PageLink[] = []
  for (const entry of [...links].sort((a, b) => KEEP_ORDER.indexOf(a.rel) - KEEP_ORDER.indexOf(b.rel))) {
    if (kept.length > 0 && lengthOf([...kept, entry]) > LINK_BUDGET) break
    kept.push(entry)
  }
  return links.filter((entry) => kept.includes(entry))
}

/**
 * Page and page size of a validated query. The spec gives both a default, which parameter
 * validation fills in, so they are always there at run time.
 */
export function paging(query: { page?: number; pageSize?: number }): { page: number; pageSize: number } {
  return { page: query.page!, pageSize: query.pageSize! }
}
