import { ApiError, type Reservation } from './api'
import { h } from './dom'
import { STATUS_LABELS } from './format'

export function statusBadge(status: Reservation['status']): HTMLElement {
  return h('span', { class: `badge badge-${status.replace('_', '-')}` }, STATUS_LABELS[status])
}

export function vipBadge(): HTMLElement {
  return h('span', { class: 'badge badge-vip', title: 'VIP guest' }, 'VIP')
}

export function tierBadge(tier: string): HTMLElement {
  return h('span', { class: `badge badge-tier badge-tier-${tier}` }, tier[0]?.toUpperCase() + tier.slice(1))
}

/** "Showing 21–40 of 143" with previous and next links; `href(page)` builds each page's route. */
export function pager(page: { page: number; pageSize: number; totalCount: number; totalPages: number }, href: (page: number) => string): HTMLElement {
  const first = page.totalCount === 0 ? 0 : (page.page - 1) * page.pageSize + 1
  const last = Math.min(page.page * page.pageSize, page.totalCount)
  const hasPrevious = page.page > 1
  const hasNext = page.page < page.totalPages
  return h(
    'nav',
    { class: 'pager', 'aria-label': 'Pages' },
    h('span', { class: 'pager-summary' }, page.totalCount === 0 ? 'No results' : `Showing ${first}–${last} of ${page.totalCount}`),
    h(
      'span',
      { class: 'pager-controls' },
      h('a', { class: 'button button-small', href: hasPrevious ? href(page.page - 1) : null, 'aria-disabled': String(!hasPrevious), rel: 'prev' }, '‹ Previous'),
      h('span', { class: 'pager-position' }, `Page ${page.totalPages === 0 ? 0 : page.page} of ${page.totalPages}`),
      h('a', { class: 'button button-small', href: hasNext ? href(page.page + 1) : null, 'aria-disabled': String(!hasNext), rel: 'next' }, 'Next ›'),
    ),
  )
}

/** A definition list of label/value pairs; empty values show as a dash. */
export function facts(rows: Array<[string, Node | string | number | null | undefined]>): HTMLElement {
  return h(
    'dl',
    { class: 'facts' },
    rows.map(([label, value]) => [h('dt', null, label), h('dd', null, value === null || value === undefined || value === '' ? '—' : value)]),
  )
}

export function errorPanel(error: unknown): HTMLElement {
  const message =
    error instanceof ApiError
      ? `${error.problem.title} (${error.status}): ${error.problem.detail}`
      : error instanceof Error
        ? error.message
        : String(error)
  return h('div', { class: 'alert alert-error', role: 'alert' }, message)
}

export function emptyRow(columns: number, text: string): HTMLTableRowElement {
  return h('tr', { class: 'empty' }, h('td', { colspan: columns }, text))
}
