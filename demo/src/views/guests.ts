import { api, type Guest } from '../api'
import { h, replaceChildren } from '../dom'
import { countryName, guestName } from '../format'
import { link, navigate, pageParam, type Route } from '../router'
import { emptyRow, pager, tierBadge, vipBadge } from '../ui'

const COLUMNS = ['Name', 'Email', 'Phone', 'Nationality', 'Loyalty']

export async function renderGuests(view: HTMLElement, route: Route): Promise<void> {
  const q = route.params.get('q')?.trim() ?? ''
  const page = pageParam(route.params)
  const list = await api.guests({ q, page })

  const input = h('input', {
    type: 'search',
    name: 'q',
    value: q,
    placeholder: 'Name, email, phone or loyalty number',
    'aria-label': 'Search guests',
    autocomplete: 'off',
  })
  const search = h(
    'form',
    {
      class: 'search',
      role: 'search',
      onsubmit: (event: Event) => {
        event.preventDefault()
        navigate(link('/guests', { q: input.value.trim() }))
      },
    },
    input,
    h('button', { class: 'button', type: 'submit' }, 'Search'),
    q ? h('a', { class: 'button button-ghost', href: link('/guests') }, 'Clear') : null,
  )

  const rows = list.data.map(guestRow)
  replaceChildren(
    view,
    h(
      'div',
      { class: 'page-header' },
      h('div', null, h('h1', null, 'Guests'), h('p', { class: 'muted' }, q ? `Guests matching “${q}”.` : 'Every guest profile, by last name.')),
      h('a', { class: 'button button-primary', href: link('/guests/new') }, '+ New guest'),
    ),
    search,
    h(
      'div',
      { class: 'card card-flush' },
      h(
        'table',
        { class: 'table', 'aria-label': 'Guests' },
        h('thead', null, h('tr', null, COLUMNS.map((column) => h('th', { scope: 'col' }, column)))),
        h('tbody', null, rows.length > 0 ? rows : emptyRow(COLUMNS.length, q ? 'No guest matches this search.' : 'No guests yet.')),
      ),
      pager(list, (target) => link('/guests', { q, page: target })),
    ),
  )
}

function guestRow(guest: Guest): HTMLTableRowElement {
  const href = link(`/guests/${guest.id}`)
  const row = h(
    'tr',
    { class: 'clickable', 'data-guest-id': guest.id },
    h('td', null, h('a', { class: 'primary-link', href }, `${guest.lastName}, ${guest.firstName}`), guest.vip ? [' ', vipBadge()] : null),
    h('td', null, guest.email ?? h('span', { class: 'muted' }, '—')),
    h('td', { class: 'nowrap' }, guest.phone ?? h('span', { class: 'muted' }, '—')),
    h('td', null, countryName(guest.nationality)),
    h('td', null, guest.loyalty ? tierBadge(guest.loyalty.tier) : h('span', { class: 'muted' }, '—')),
  )
  row.title = guestName(guest)
  row.addEventListener('click', (event) => {
    if (!(event.target instanceof HTMLAnchorElement)) location.hash = href
  })
  return row
}
