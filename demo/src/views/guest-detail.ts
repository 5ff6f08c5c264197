import { api, type Guest } from '../api'
import { h, replaceChildren } from '../dom'
import { formalName, formatDate, formatDateTime, formatMoney, nights, plural } from '../format'
import { link, navigate, type Route } from '../router'
import { statusBadge, tierBadge, vipBadge } from '../ui'
import { guestForm } from './guest-form'

/** A one-shot message for the next rendered page ("Guest created"), cleared once shown. */
let flash: string | null = null

function flashBanner(): HTMLElement | null {
  const message = flash
  flash = null
  return message ? h('div', { class: 'alert alert-success', role: 'status' }, message) : null
}

export async function renderGuestDetail(view: HTMLElement, route: Route): Promise<void> {
  const id = route.segments[1] ?? ''
  const [guest, stays] = await Promise.all([api.guest(id), api.reservations({ guestId: id, pageSize: 10 })])

  const form = guestForm({
    guest,
    submitLabel: 'Save changes',
    onSubmit: async (input) => {
      const saved = await api.replaceGuest(guest.id, input)
      flash = `Changes to ${formalName(saved)} saved.`
      await renderGuestDetail(view, route)
    },
  })

  const staysCard = h(
    'section',
    { class: 'card', 'aria-labelledby': 'stays-heading' },
    h('h2', { id: 'stays-heading' }, 'Stays ', h('span', { class: 'muted' }, `(${stays.totalCount})`)),
    stays.totalCount > stays.data.length ? h('p', { class: 'subtle' }, `The ${stays.data.length} latest arrivals.`) : null,
    stays.data.length === 0
      ? h('p', { class: 'muted' }, 'No stays on record.')
      : h(
          'ul',
          { class: 'stay-list' },
          stays.data.map((stay) =>
            h(
              'li',
              null,
              h(
                'div',
                { class: 'stay-line' },
                h('a', { href: link(`/reservation/${stay.id}`) }, formatDate(stay.arrivalDate, { year: false }), ' → ', formatDate(stay.departureDate)),
                statusBadge(stay.status),
              ),
              h('div', { class: 'subtle' }, `${plural(nights(stay), 'night')} · room ${stay.roomNumber ?? 'unassigned'} · ${formatMoney(stay.totalAmount)}`),
            ),
          ),
        ),
  )

  replaceChildren(
    view,
    h('a', { class: 'back', href: link('/guests') }, '‹ Guests'),
    header(guest),
    flashBanner(),
    h('div', { class: 'columns columns-wide' }, h('section', { class: 'card', 'aria-label': 'Edit guest' }, form.element), staysCard),
  )
}

function header(guest: Guest): HTMLElement {
  return h(
    'div',
    { class: 'page-header' },
    h(
      'div',
      null,
      h('h1', { 'data-guest-name': '' }, formalName(guest), guest.vip ? [' ', vipBadge()] : null, guest.loyalty ? [' ', tierBadge(guest.loyalty.tier)] : null),
      h('p', { class: 'muted' }, `Guest since ${formatDateTime(guest.createdAt)} · last changed ${formatDateTime(guest.updatedAt)}`),
    ),
  )
}

export async function renderNewGuest(view: HTMLElement): Promise<void> {
  const form = guestForm({
    submitLabel: 'Create guest',
    onSubmit: async (input) => {
      const created = await api.createGuest(input)
      flash = `Guest ${formalName(created)} created.`
      navigate(link(`/guests/${created.id}`))
    },
  })
  replaceChildren(
    view,
    h('a', { class: 'back', href: link('/guests') }, '‹ Guests'),
    h('div', { class: 'page-header' }, h('div', null, h('h1', null, 'New guest'), h('p', { class: 'muted' }, 'Only the first and last name are required.'))),
    h('section', { class: 'card card-narrow', 'aria-label': 'New guest' }, form.element),
  )
}
