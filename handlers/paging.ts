import type { Page } from '../src/db/paging.js'

/**
 * The paging headers of a list response: `X-Total-Count`, and an RFC 8288 `Link` with first,
 * prev, next and last pages, each keeping the request's other query parameters.
 */
export function pagingHeaders(url: URL, page: Page<unknown>): Record<string, string> {
  const lastPage = Math.max(1, page.totalPages)
  // One copy of the query for every link: `set` keeps a parameter where it was, so each link reads
  // as a fresh copy with its own page would.
  const query = new URLSearchParams(url.search)
  query.set('page', '1')
  query.set('pageSize', String(page.pageSize))
  const { pathname } = url
  const link = (target: number, rel: string) => {
    query.set('page', String(target))
    return `<${pathname}?${query.toString()}>; rel="${rel}"`
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
