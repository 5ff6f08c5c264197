import { api, type Reservation, type StatusFilter } from '../api'
import { h, replaceChildren } from '../dom'
import { formatDate, formatMoney, guestName, nights, ROOM_TYPE_LABELS } from '../format'
import { link, pageParam, type Route } from '../router'
import { emptyRow, pager, statusBadge, vipBadge } from '../ui'

export interface Tab {
  key: string
  label: string
  status: StatusFilter | undefined
  describe: (businessDate: string) => string
}

export const TABS: Tab[] = [
  { key: 'arrivals', label: 'Arrivals', status: 'arrivals', describe: (b) => `Confirmed stays arriving on ${formatDate(b)}.` },
  { key: 'departures', label: 'Departures', status: 'departures', describe: (b) => `Guests in house who are due to leave on ${formatDate(b)}.` },
  { key: 'in-house', label: 'In house', status: 'in_house', describe: () => 'Every guest currently checked in, due-outs included.' },
  { key: 'upcoming', label: 'Upcoming', status: 'upcoming', describe: (b) => `Confirmed stays arriving after ${formatDate(b)}.` },
  { key: 'all', label: 'All', status: undefined, describe: () => 'Every reservation, latest arrival first.' },
]

const COLUMNS = ['Guest', 'Room', 'Arrival', 'Departure', 'Nights', 'Status', 'Amount']

export async function renderReservations(view: HTMLElement, route: Route, businessDate: string): Promise<void> {
  const tab = TABS.find((candidate) => candidate.key === route.segments[1]) ?? TABS[0]!
  const page = pageParam(route.params)
  const [list, counts] = await Promise.all([
    api.reservations({ status: tab.status, page }),
    Promise.all(TABS.map((candidate) => api.reservationCount(candidate.status))),
  ])

  const tabs = h(
    'div',
    { class: 'tabs', role: 'tablist', 'aria-label': 'Front-desk lists' },
    TABS.map((candidate, index) =>
      h(
        'a',
        {
          class: 'tab',
          role: 'tab',
          href: link(`/reservations/${candidate.key}`),
          'aria-selected': String(candidate === tab),
          'data-tab': candidate.key,
        },
        h('span', { class: 'tab-label' }, candidate.label),
        h('span', { class: 'tab-count', 'data-count': counts[index] }, counts[index] ?? '…'),
      ),
    ),
  )

  const rows = list.data.map((reservation) => reservationRow(reservation, tab))
  const table = h(
    'table',
    { class: 'table', 'aria-label': `${tab.label} reservations` },
    h('thead', null, h('tr', null, COLUMNS.map((column) => h('th', { scope: 'col', class: columnClass(column) }, column)))),
    h('tbody', null, rows.length > 0 ? rows : emptyRow(COLUMNS.length, 'No reservations in this list.')),
  )

  replaceChildren(
    view,
    h('div', { class: 'page-header' }, h('div', null, h('h1', null, 'Reservations'), h('p', { class: 'muted' }, tab.describe(businessDate)))),
    tabs,
    h('div', { class: 'card card-flush', role: 'tabpanel' }, table, pager(list, (target) => link(`/reservations/${tab.key}`, { page: target }))),
  )
}

function columnClass(column: string): string | null {
  return column === 'Nights' || column === 'Amount' ? 'numeric' : null
}

function reservationRow(reservation: Reservation, tab: Tab): HTMLTableRowElement {
  const href = link(`/reservation/${reservation.id}`, { from: tab.key })
  const guest = reservation.guest
  const row = h(
    'tr',
    { class: 'clickable', 'data-reservation-id': reservation.id },
    h(
      'td',
      null,
      h('a', { class: 'primary-link', href }, guest ? guestName(guest) : reservation.guestId),
      guest?.vip ? [' ', vipBadge()] : null,
      h('div', { class: 'subtle mono' }, reservation.confirmationNumber),
    ),
    h('td', null, h('div', null, reservation.roomNumber ?? h('span', { class: 'muted' }, 'Unassigned')), h('div', { class: 'subtle' }, ROOM_TYPE_LABELS[reservation.roomType])),
    h('td', { class: 'nowrap' }, formatDate(reservation.arrivalDate)),
    h('td', { class: 'nowrap' }, formatDate(reservation.departureDate)),
    h('td', { class: 'numeric' }, nights(reservation)),
    h('td', null, statusBadge(reservation.status)),
    h('td', { class: 'numeric nowrap' }, formatMoney(reservation.totalAmount)),
  )
  // The whole row opens the reservation; the name stays a real link for keyboards and new tabs.
  row.addEventListener('click', (event) => {
    if (!(event.target instanceof HTMLAnchorElement)) location.hash = href
  })
  return row
}
