import { startMockWorker, type MockWorker } from 'guest-reservation-mock/browser'
import { mockApi } from './api'
import { mountControlPanel } from './control-panel'
import { h, replaceChildren } from './dom'
import { formatDate } from './format'
import { currentRoute, type Route } from './router'
import { errorPanel } from './ui'
import { renderGuestDetail, renderNewGuest } from './views/guest-detail'
import { renderGuests } from './views/guests'
import { renderReservationDetail } from './views/reservation-detail'
import { renderReservations } from './views/reservations'

declare global {
  interface Window {
    /** The running mock, for the devtools console: `await mockHotel.setBusinessDate('2026-03-15')`. */
    mockHotel?: MockWorker
  }
}

const view = document.querySelector<HTMLElement>('#view')!

/** `?seed=7&guests=200&businessDate=2026-03-14` picks the generated hotel. */
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

/** Each choice of hotel in the URL keeps its own saved data, so switching seeds never mixes them. */
function persistKey(options: ReturnType<typeof hotelOptions>): string {
  const chosen = new URLSearchParams(Object.entries(options).map(([name, value]) => [name, String(value)]))
  return chosen.size === 0 ? 'front-desk' : `front-desk?${chosen}`
}

async function main(): Promise<void> {
  const options = hotelOptions()
  let mock: MockWorker
  try {
    mock = await startMockWorker({
      ...options,
      quiet: true,
      // Changes survive a reload; the control panel's reset forgets them.
      persist: { key: persistKey(options) },
      // Next to index.html, wherever the build is hosted: its scope is then the whole app.
      serviceWorkerUrl: new URL('mockServiceWorker.js', document.baseURI).pathname,
    })
  } catch (error) {
    replaceChildren(view, errorPanel(error))
    view.setAttribute('aria-busy', 'false')
    throw error
  }
  window.mockHotel = mock

  // The business date is the mock's own state, not part of the API: the app asks the control
  // plane, as it would ask a real PMS for its current business date.
  let businessDate = ''
  const showHotel = async (): Promise<void> => {
    const [date, scenario] = await Promise.all([mockApi.businessDate(), mockApi.scenario()])
    businessDate = date.businessDate
    const shown = document.querySelector('#business-date')!
    shown.textContent = formatDate(businessDate)
    shown.setAttribute('data-business-date', businessDate)
    replaceChildren(
      document.querySelector('#footer')!,
      'Every answer on this page comes from the Guest & Reservation mock in a service worker · ',
      `seed ${options.seed ?? 1} · ${options.guests ?? 500} guests · scenario ${scenario.name} · changes are saved in this browser`,
    )
  }
  await showHotel()

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
  mountControlPanel(document.querySelector('#mock-toggle')!, document.querySelector('#mock-panel')!, async () => {
    await showHotel()
    await render()
  })
  await render()
}

void main()
