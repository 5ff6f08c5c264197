import { startMockWorker } from 'guest-reservation-mock/browser'
import { h, replaceChildren } from './dom'
import { formatDate } from './format'
import { currentRoute, type Route } from './router'
import { errorPanel } from './ui'
import { renderGuestDetail, renderNewGuest } from './views/guest-detail'
import { renderGuests } from './views/guests'
import { renderReservationDetail } from './views/reservation-detail'
import { renderReservations } from './views/reservations'

const view = document.querySelector<HTMLElement>('#view')!

/** `?seed=7&guests=200&businessDate=2026-03-14` picks the generated hotel; every load starts fresh. */
function hotelOptions(): { seed?: number; guests?: number; businessDate?: string } {
  const settings = new URLSearchParams(location.search)
  const number = (name: string): number | undefined => {
    const value = settings.get(name)
    return value === null || value === '' ? undefined : Number(value)
  }
  const seed = number('seed')
  const guests = number('guests')
  const businessDate = settings.get('businessDate') ?? undefined
  return { ...(seed !== undefined && { seed }), ...(guests !== undefined && { guests }), ...(businessDate && { businessDate }) }
}

async function route(page: HTMLElement, target: Route, businessDate: string): Promise<string> {
  const [section, id] = target.segments
  if (section === 'reservation' && id) {
    await renderReservationDetail(page, target)
    return 'Reservation'
  }
  if (section === 'guests' && id === 'new') {
    await renderNewGuest(page)
    return 'New guest'
  }
  if (section === 'guests' && id) {
    await renderGuestDetail(page, target)
    return 'Guest'
  }
  if (section === 'guests') {
    await renderGuests(page, target)
    return 'Guests'
  }
  await renderReservations(page, target, businessDate)
  return 'Reservations'
}

async function main(): Promise<void> {
  const options = hotelOptions()
  let mock: Awaited<ReturnType<typeof startMockWorker>>
  try {
    mock = await startMockWorker({
      ...options,
      quiet: true,
      // Next to index.html, wherever the build is hosted: its scope is then the whole app.
      serviceWorkerUrl: new URL('mockServiceWorker.js', document.baseURI).pathname,
    })
  } catch (error) {
    replaceChildren(view, errorPanel(error))
    view.setAttribute('aria-busy', 'false')
    throw error
  }

  // The business date is the mock's own state, not part of the API: ask the database behind it.
  const businessDate = mock.db.businessDate
  document.querySelector('#business-date')!.textContent = formatDate(businessDate)
  document.querySelector('#business-date')!.setAttribute('data-business-date', businessDate)
  replaceChildren(
    document.querySelector('#footer')!,
    'Every answer on this page comes from the Guest & Reservation mock in a service worker · ',
    `seed ${options.seed ?? 1} · ${options.guests ?? 500} guests · business date ${businessDate}`,
  )

  let generation = 0
  let lastPath = ''
  const render = async (): Promise<void> => {
    const run = ++generation
    const target = currentRoute()
    const path = target.segments.join('/')
    view.setAttribute('aria-busy', 'true')
    for (const link of document.querySelectorAll<HTMLElement>('.mainnav a')) {
      link.setAttribute('aria-current', String(link.dataset.section === (target.segments[0] === 'reservation' ? 'reservations' : target.segments[0] ?? 'reservations')))
    }
    // Render off-screen and swap in only the latest navigation, so a slow answer never
    // overwrites the page the user has moved on to.
    const page = h('div', { class: 'page' })
    let title: string
    try {
      title = await route(page, target, businessDate)
    } catch (error) {
      replaceChildren(page, errorPanel(error))
      title = 'Error'
    }
    if (run !== generation) return
    view.replaceChildren(page)
    view.setAttribute('aria-busy', 'false')
    document.title = `${title} · Front desk`
    if (path !== lastPath) window.scrollTo(0, 0)
    lastPath = path
  }
  window.addEventListener('hashchange', () => void render())
  await render()
}

void main()
