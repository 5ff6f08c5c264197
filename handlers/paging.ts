import type { Page } from '../src/db/paging.js'

/**
 * The paging headers of a list response: `X-Total-Count`, and an RFC 8288 `Link` with first,
 * prev, next and last pages, each keeping the request's query parameters that the operation
 * declares (`query`, already validated: each once, within its schema's length), never unknown or
 * repeated ones, so the header stays small whatever the query (docs/decisions/0502-bounded-work.md).
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
  const link = (target: number, rel: string) => {
    kept.set('page', String(target))
    return `<${pathname}?${kept.toString()}>; rel="${rel}"`
  }
  const links = [link(1, 'first')]
  if (page.page > 1) links.push(link(Math.min(page.page - 1, lastPage), 'prev'))
  if (page.page < lastPage) links.push(link(page.page + 1, 'next'))
  links.push(link(lastPage, 'last'))
  return { 'X-Total-Count': String(page.totalCount), Link: links.join(', ') }
}

/**
 * Page and page size of a validated query. The spec gives both a default, which parameter
 * validation fills in, so they are always there at run time.
 */
export function paging(query: { page?: number; pageSize?: number }): { page: number; pageSize: number } {
  return { page: query.page!, pageSize: query.pageSize! }
}
