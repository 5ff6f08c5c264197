import { api } from '../api'
import { h, replaceChildren } from '../dom'
import {
  CHANNEL_LABELS,
  countryName,
  formalName,
  formatDate,
  formatDateTime,
  formatMoney,
  nights,
  plural,
  ROOM_TYPE_LABELS,
} from '../format'
import { link, type Route } from '../router'
import { facts, statusBadge, tierBadge, vipBadge } from '../ui'
import { TABS } from './reservations'

export async function renderReservationDetail(view: HTMLElement, route: Route): Promise<void> {
  const id = route.segments[1] ?? ''
  const reservation = await api.reservation(id)
  const guest = reservation.guest
  const from = TABS.find((tab) => tab.key === route.params.get('from')) ?? TABS[4]!
  const party = [plural(reservation.adults, 'adult'), reservation.children > 0 ? plural(reservation.children, 'child', 'children') : null]
    .filter(Boolean)
    .join(', ')

  const stay = h(
    'section',
    { class: 'card', 'aria-labelledby': 'stay-heading' },
    h('h2', { id: 'stay-heading' }, 'Stay'),
    facts([
      ['Arrival', formatDate(reservation.arrivalDate)],
      ['Departure', formatDate(reservation.departureDate)],
      ['Nights', nights(reservation)],
      ['Room', reservation.roomNumber ?? 'Unassigned'],
      ['Room type', ROOM_TYPE_LABELS[reservation.roomType]],
      ['Party', party],
      ['Rate plan', h('span', { class: 'mono' }, reservation.ratePlanCode)],
      ['Total', formatMoney(reservation.totalAmount)],
      ['Channel', CHANNEL_LABELS[reservation.channel]],
      ['Special requests', reservation.specialRequests],
      ['Checked in', reservation.checkedInAt && formatDateTime(reservation.checkedInAt)],
      ['Checked out', reservation.checkedOutAt && formatDateTime(reservation.checkedOutAt)],
      ['Cancelled', reservation.cancelledAt && formatDateTime(reservation.cancelledAt)],
      ['Booked', formatDateTime(reservation.createdAt)],
    ]),
  )

  const guestCard = h(
    'section',
    { class: 'card', 'aria-labelledby': 'guest-heading', 'data-guest-id': reservation.guestId },
    h('h2', { id: 'guest-heading' }, 'Guest'),
    guest
      ? [
          h('p', { class: 'guest-name' }, formalName(guest), guest.vip ? [' ', vipBadge()] : null, guest.loyalty ? [' ', tierBadge(guest.loyalty.tier)] : null),
          facts([
            ['Email', guest.email],
            ['Phone', guest.phone],
            ['Nationality', countryName(guest.nationality)],
            ['Language', guest.language],
            ['Loyalty', guest.loyalty && `${guest.loyalty.program} · ${guest.loyalty.number}`],
            ['Preferences', guest.preferences.length > 0 ? guest.preferences.join(', ') : null],
            ['Notes', guest.notes],
          ]),
          h('a', { class: 'button', href: link(`/guests/${guest.id}`) }, 'Open guest profile'),
        ]
      : h('p', { class: 'muted' }, 'The guest record was not included.'),
  )

  replaceChildren(
    view,
    h('a', { class: 'back', href: link(`/reservations/${from.key}`) }, `‹ ${from.label}`),
    h(
      'div',
      { class: 'page-header' },
      h(
        'div',
        null,
        h('h1', null, guest ? formalName(guest) : 'Reservation', ' ', statusBadge(reservation.status)),
        h('p', { class: 'muted' }, 'Confirmation ', h('strong', { class: 'mono', 'data-confirmation': '' }, reservation.confirmationNumber)),
      ),
    ),
    h('div', { class: 'columns' }, stay, guestCard),
  )
}
