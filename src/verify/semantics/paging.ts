import type { CheckScope, DataSet } from '../context.js'
import type { Exchange } from '../http-client.js'
import { show } from '../excerpt.js'
import { listSome } from './compare.js'
import { expectUnderBase, followPageLink } from './follow-links.js'
import { linkFor, parseLinkHeader } from './link-header.js'

export interface WalkRequest {
  path: string
  /** The list's own parameters (filters); paging parameters are added by the walk. */
  query?: Record<string, string | number | boolean>
  pageSize: number
  /** Stop reading after this many items (the result is then incomplete). */
  maxItems: number
  /** Also ask for the page after the last one, which must be empty. */
  pastTheEnd?: boolean
}

interface PageEnvelope {
  data: unknown[]
  page: unknown
  pageSize: unknown
  totalCount: unknown
  totalPages: unknown
}

/**
 * Reads every page of a list and checks the paging contract on the way: each page says which page
 * and size it is, the totals agree with each other, with `X-Total-Count` and with what the pages
 * hold, no item shows up twice, `Link` points at the right first/prev/next/last pages, and the
 * page after the last is empty.
 */
export async function walkPages<T>(scope: CheckScope, request: WalkRequest): Promise<DataSet<T>> {
  const items: T[] = []
  const seenOn = new Map<string, number>()
  let totalCount: number | undefined
  let complete = true
  for (let page = 1; ; page++) {
    const exchange = await scope.send({ path: request.path, query: { ...request.query, page, pageSize: request.pageSize } })
    const envelope = readEnvelope(scope, exchange)
    if (!envelope) return { items, complete: false, totalCount: totalCount ?? items.length }
    const total = typeof envelope.totalCount === 'number' ? envelope.totalCount : NaN
    if (totalCount === undefined) totalCount = total
    else if (total !== totalCount) {
      scope.fail({ exchange, message: `totalCount changed from page to page`, expected: String(totalCount), actual: String(total) })
    }
    const links = checkPage(scope, exchange, envelope, page, request)
    // The first page's links are followed, each to the page it names; later pages follow the same pattern.
    if (page === 1) for (const [rel, link] of links) await followPageLink(scope, exchange, rel, link.url, link.page)
    for (const item of envelope.data) {
      const id = idOf(item)
      if (id !== undefined) {
        const first = seenOn.get(id)
        if (first !== undefined) {
          scope.fail({ exchange, message: `the item ${id} is on page ${first} and again on page ${page}: pages overlap` })
          continue
        }
        seenOn.set(id, page)
      }
      items.push(item as T)
    }
    const totalPages = Number.isFinite(totalCount) ? Math.ceil(totalCount / request.pageSize) : 0
    if (page >= totalPages || envelope.data.length === 0) {
      if (page < totalPages) complete = false
      break
    }
    if (items.length >= request.maxItems) {
      complete = false
      break
    }
  }
  const total = totalCount ?? 0
  if (complete && Number.isFinite(total) && items.length !== total) {
    scope.fail({
      request: { method: 'GET', url: scope.ctx.client.url(request.path, { ...request.query, pageSize: request.pageSize }).href, headers: {} },
      operationId: scope.operationId,
      message: `walking every page gave ${items.length} distinct items, but totalCount says ${total}`,
      expected: String(total),
      actual: String(items.length),
    })
    complete = false
  }
  if (request.pastTheEnd && Number.isFinite(total)) await checkPastTheEnd(scope, request, total)
  return { items, complete, totalCount: total }
}

function readEnvelope(scope: CheckScope, exchange: Exchange): PageEnvelope | undefined {
  if (exchange.status !== 200) {
    scope.expectStatus(exchange, 200)
    return undefined
  }
  const body = exchange.json as Partial<PageEnvelope> | undefined
  if (!body || typeof body !== 'object' || !Array.isArray(body.data)) {
    scope.fail({ exchange, message: 'the page has no data array' })
    return undefined
  }
  return body as PageEnvelope
}

type FollowableLinks = Map<string, { url: URL; page: number }>

function checkPage(scope: CheckScope, exchange: Exchange, envelope: PageEnvelope, page: number, request: WalkRequest): FollowableLinks {
  const { pageSize } = request
  if (envelope.page !== page) scope.fail({ exchange, message: 'the page number in the body is not the one asked for', expected: String(page), actual: show(envelope.page) })
  if (envelope.pageSize !== pageSize) {
    scope.fail({ exchange, message: 'the pageSize in the body is not the one asked for', expected: String(pageSize), actual: show(envelope.pageSize) })
  }
  const total = envelope.totalCount
  if (typeof total !== 'number') return new Map()
  const totalPages = Math.ceil(total / pageSize)
  if (envelope.totalPages !== totalPages) {
    scope.fail({ exchange, message: `totalPages does not agree with totalCount ${total} and pageSize ${pageSize}`, expected: String(totalPages), actual: show(envelope.totalPages) })
  }
  const header = exchange.headers.get('x-total-count')
  if (header !== null && header.trim() !== String(total)) {
    scope.fail({ exchange, message: 'X-Total-Count does not agree with the body\'s totalCount', expected: String(total), actual: header })
  }
  const expectedLength = Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize))
  if (envelope.data.length !== expectedLength) {
    scope.fail({
      exchange,
      message: `page ${page} of ${totalPages} holds ${envelope.data.length} items; with totalCount ${total} and pageSize ${pageSize} it must hold ${expectedLength}`,
      expected: String(expectedLength),
      actual: String(envelope.data.length),
    })
  }
  return checkLinks(scope, exchange, page, totalPages, request)
}

/** The relations a page must link, and the page each must point at. */
function expectedLinks(page: number, totalPages: number): Record<string, number | null> {
  const last = Math.max(totalPages, 1)
  return {
    first: 1,
    last,
    prev: page > 1 && page <= last ? page - 1 : null,
    next: page < totalPages ? page + 1 : null,
  }
}

/** Checks the page's Link header; returns the links that point where they should, to be followed. */
function checkLinks(scope: CheckScope, exchange: Exchange, page: number, totalPages: number, request: WalkRequest): FollowableLinks {
  const followable: FollowableLinks = new Map()
  const header = exchange.headers.get('link')
  // A missing Link header is already reported by the response check (the spec requires it).
  if (header === null) return followable
  const links = parseLinkHeader(header)
  if (!links) {
    scope.fail({ exchange, message: 'the Link header is not in RFC 8288 form (<url>; rel="name", ...)', actual: header })
    return followable
  }
  for (const [rel, target] of Object.entries(expectedLinks(page, totalPages))) {
    const url = linkFor(links, rel, exchange.url)
    if (target === null) {
      if (url) scope.fail({ exchange, message: `the ${rel === 'next' ? 'last' : 'first'} page has a rel="${rel}" link`, expected: 'no such link', actual: url.href })
      continue
    }
    if (!url) {
      scope.fail({ exchange, message: `the Link header has no rel="${rel}"`, expected: `rel="${rel}" pointing at page ${target}`, actual: header })
      continue
    }
    // Messages name what is wrong, not the page, so one broken link pattern is one violation (seen N times).
    if (!expectUnderBase(scope, exchange, url, `the rel="${rel}" link`)) continue
    const problems: string[] = []
    if (scope.ctx.client.apiPath(url) !== scope.ctx.client.apiPath(exchange.url)) problems.push('points at another path')
    if ((url.searchParams.get('page') ?? '1') !== String(target)) problems.push('points at the wrong page')
    if (url.searchParams.get('pageSize') !== String(request.pageSize)) problems.push('does not keep pageSize')
    for (const name of Object.keys(request.query ?? {})) {
      if (url.searchParams.get(name) !== String(request.query![name])) problems.push(`drops or changes ${name}`)
    }
    if (problems.length > 0) {
      scope.fail({
        exchange,
        message: `the rel="${rel}" link ${problems.join(', ')}`,
        expected: `page=${target}&pageSize=${request.pageSize}${Object.entries(request.query ?? {}).map(([k, v]) => `&${k}=${String(v)}`).join('')}`,
        actual: url.href,
      })
    } else if (rel !== 'first' || page !== 1) followable.set(rel, { url, page: target })
  }
  return followable
}

async function checkPastTheEnd(scope: CheckScope, request: WalkRequest, total: number): Promise<void> {
  const page = Math.ceil(total / request.pageSize) + 1
  const exchange = await scope.send({ path: request.path, query: { ...request.query, page, pageSize: request.pageSize } })
  const envelope = readEnvelope(scope, exchange)
  if (!envelope) return
  if (envelope.data.length !== 0) {
    scope.fail({ exchange, message: `page ${page} is past the end, yet it holds ${envelope.data.length} items`, expected: 'empty data', actual: `${envelope.data.length} items` })
  }
  if (envelope.totalCount !== total) {
    scope.fail({ exchange, message: 'a page past the end reports another totalCount', expected: String(total), actual: show(envelope.totalCount) })
  }
  if (envelope.page !== page) scope.fail({ exchange, message: 'the page number in the body is not the one asked for', expected: String(page), actual: show(envelope.page) })
}

/**
 * Pages of other sizes must cut the same list at the same places: the default page (no paging
 * parameters) is the list's first `defaultPageSize` items, and page 2 of size 7 is items 8 to 14.
 * This is what catches an off-by-one in the offset.
 */
export async function checkPageWindows(
  scope: CheckScope,
  list: DataSet<unknown>,
  path: string,
  query: Record<string, string | number | boolean>,
  defaultPageSize: number | undefined,
): Promise<void> {
  if (!list.complete) return
  const ids = list.items.map(idOf)
  const windows: Array<{ page?: number; pageSize?: number; start: number; size: number }> = [
    { page: 2, pageSize: 7, start: 7, size: 7 },
    { page: 3, pageSize: 3, start: 6, size: 3 },
  ]
  if (defaultPageSize !== undefined) windows.unshift({ start: 0, size: defaultPageSize })
  for (const window of windows) {
    const exchange = await scope.send({ path, query: { ...query, page: window.page, pageSize: window.pageSize } })
    const envelope = readEnvelope(scope, exchange)
    if (!envelope) continue
    const expected = ids.slice(window.start, window.start + window.size)
    const actual = envelope.data.map(idOf)
    if (expected.length !== actual.length || expected.some((id, index) => id !== actual[index])) {
      const label = window.page === undefined ? 'the default page' : `page ${window.page} of size ${window.pageSize}`
      scope.fail({
        exchange,
        message: `${label} must hold items ${window.start + 1} to ${window.start + window.size} of the full list, in the same order`,
        expected: listSome(expected.map(String), 4),
        actual: listSome(actual.map(String), 4),
      })
    }
    if (window.page === undefined) {
      if (envelope.page !== 1) scope.fail({ exchange, message: 'without a page parameter the page must be 1', expected: '1', actual: show(envelope.page) })
      if (envelope.pageSize !== defaultPageSize) {
        scope.fail({ exchange, message: 'without a pageSize parameter the pageSize must be the spec\'s default', expected: String(defaultPageSize), actual: show(envelope.pageSize) })
      }
    }
  }
}

export function idOf(item: unknown): string | undefined {
  const id = (item as { id?: unknown } | null)?.id
  return typeof id === 'string' ? id : undefined
}
