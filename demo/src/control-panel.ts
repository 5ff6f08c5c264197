import { mockApi, type MockConfig, type MockScenario } from './api'
import { h, replaceChildren } from './dom'
import { formatDate, plural } from './format'
import { errorPanel } from './ui'

const SCENARIO_LABELS: Record<string, string> = {
  default: 'Default hotel, about 75 % full',
  'sold-out': 'Sold out, arrivals waiting',
  small: 'Small: one floor, a dozen guests',
  empty: 'Empty hotel',
}

const DAY_MS = 86_400_000

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)
}

/** `200–800 ms · 10 % errors`, or an empty string when the mock adds nothing. */
export function describeConfig(config: MockConfig): string {
  const { min, max } = config.latency
  const parts: string[] = []
  if (max > 0) parts.push(min === max ? `${min} ms` : `${min}–${max} ms`)
  if (config.errorRate > 0) parts.push(`${percent(config.errorRate)} % errors`)
  return parts.join(' · ')
}

function percent(rate: number): number {
  return Math.round(rate * 1000) / 10
}

/**
 * The mock's control panel: business date and night audit, latency, error rate, scenario and
 * reset. It talks to `/__mock/` over fetch, as any app or test could, and calls `onChange` after
 * every accepted change so the page can show the hotel as it is now.
 */
export function mountControlPanel(toggle: HTMLButtonElement, panel: HTMLElement, onChange: () => Promise<void>): void {
  const status = h('div', { class: 'control-status', role: 'status', 'aria-live': 'polite' })
  const dateInput = h('input', { id: 'control-business-date', type: 'date', required: true })
  const latencyMin = h('input', { id: 'control-latency-min', type: 'number', min: 0, max: 60000, step: 50, inputmode: 'numeric' })
  const latencyMax = h('input', { id: 'control-latency-max', type: 'number', min: 0, max: 60000, step: 50, inputmode: 'numeric' })
  const errorRate = h('input', { id: 'control-error-rate', type: 'number', min: 0, max: 100, step: 1, inputmode: 'decimal' })
  const scenarioSelect = h('select', { id: 'control-scenario' })
  const currentDate = h('strong', { 'data-control-business-date': '' })
  const body = h('fieldset', { class: 'control-body' })
  let businessDate = ''

  const field = (id: string, label: string, input: HTMLElement) => h('div', { class: 'field' }, h('label', { for: id }, label), input)

  replaceChildren(
    body,
    h(
      'form',
      { class: 'control-group', 'data-control': 'business-date', onsubmit: (event) => submit(event, () => moveBusinessDate(dateInput.value)) },
      h('h3', null, 'Business date'),
      h('p', { class: 'field-hint' }, 'Now ', currentDate, '. Moving it forward runs the night audit: earlier arrivals still confirmed become no-shows.'),
      h(
        'div',
        { class: 'control-row' },
        field('control-business-date', 'New business date', dateInput),
        h('button', { class: 'button', type: 'submit' }, 'Set date'),
      ),
      h('button', { class: 'button button-primary control-wide', type: 'button', onclick: () => run(() => moveBusinessDate(nextDay(businessDate))) }, 'Run night audit'),
    ),
    h(
      'form',
      { class: 'control-group', 'data-control': 'network', onsubmit: (event) => submit(event, applyConfig) },
      h('h3', null, 'Network'),
      h('p', { class: 'field-hint' }, 'Slow down or fail the hotel API to see how the app copes. The knobs themselves are never slowed down.'),
      h(
        'div',
        { class: 'control-row' },
        field('control-latency-min', 'Latency from (ms)', latencyMin),
        field('control-latency-max', 'to (ms)', latencyMax),
        field('control-error-rate', 'Error rate (%)', errorRate),
      ),
      h('button', { class: 'button control-wide', type: 'submit' }, 'Apply'),
    ),
    h(
      'form',
      { class: 'control-group', 'data-control': 'scenario', onsubmit: (event) => submit(event, switchScenario) },
      h('h3', null, 'Data'),
      h('div', { class: 'control-row' }, field('control-scenario', 'Scenario', scenarioSelect), h('button', { class: 'button', type: 'submit' }, 'Switch')),
      h('p', { class: 'field-hint' }, 'Changes are saved in this browser and survive a reload. Reset goes back to the seeded hotel and forgets them.'),
      h('button', { class: 'button button-danger control-wide', type: 'button', onclick: () => run(reset) }, 'Reset to seed'),
    ),
  )
  replaceChildren(
    panel,
    h(
      'div',
      { class: 'control-header' },
      h('h2', { id: 'mock-panel-title' }, 'Mock controls'),
      h('button', { class: 'button button-ghost button-small', type: 'button', 'aria-label': 'Close mock controls', onclick: () => close() }, '✕'),
    ),
    h('p', { class: 'subtle control-intro' }, 'The mock’s own knobs under ', h('code', null, '/__mock/'), '; not part of the hotel API.'),
    // Above the knobs, so the outcome of a change is in view whichever knob was used.
    status,
    body,
  )
  panel.setAttribute('aria-labelledby', 'mock-panel-title')

  async function load(): Promise<void> {
    const [date, config, scenario] = await Promise.all([mockApi.businessDate(), mockApi.config(), mockApi.scenario()])
    businessDate = date.businessDate
    currentDate.textContent = formatDate(businessDate)
    dateInput.min = businessDate
    dateInput.value = nextDay(businessDate)
    latencyMin.value = String(config.latency.min)
    latencyMax.value = String(config.latency.max)
    errorRate.value = String(percent(config.errorRate))
    showScenarios(scenario)
    showConfig(config)
  }

  function showScenarios(scenario: MockScenario): void {
    replaceChildren(
      scenarioSelect,
      scenario.available.map((name) => h('option', { value: name, selected: name === scenario.name }, SCENARIO_LABELS[name] ?? name)),
    )
    scenarioSelect.value = scenario.name
    panel.dataset.scenario = scenario.name
  }

  function showConfig(config: MockConfig): void {
    const summary = describeConfig(config)
    const badge = toggle.querySelector<HTMLElement>('.mock-toggle-badge')!
    badge.textContent = summary
    badge.hidden = summary === ''
  }

  async function moveBusinessDate(target: string): Promise<string> {
    const result = await mockApi.setBusinessDate(target)
    if (result.businessDate === businessDate) return `The business date stays ${formatDate(result.businessDate)}.`
    return `Business date is now ${formatDate(result.businessDate)}. The night audit marked ${plural(result.noShows, 'stay')} as no-show.`
  }

  async function applyConfig(): Promise<string> {
    const min = Number(latencyMin.value || 0)
    const max = Number(latencyMax.value || min)
    const config = await mockApi.configure({ latency: { min, max }, errorRate: Number(errorRate.value || 0) / 100 })
    return describeConfig(config) === '' ? 'No added latency, no injected errors.' : `The API now answers with ${describeConfig(config)}.`
  }

  async function switchScenario(): Promise<string> {
    const scenario = await mockApi.useScenario(scenarioSelect.value as MockScenario['name'])
    return `Switched to: ${SCENARIO_LABELS[scenario.name] ?? scenario.name}.`
  }

  async function reset(): Promise<string> {
    await mockApi.reset()
    return 'Back to the seeded hotel; the data saved in this browser is cleared.'
  }

  function submit(event: Event, action: () => Promise<string>): void {
    event.preventDefault()
    void run(action)
  }

  /** One change at a time: the panel is disabled until the mock has answered and the page is redrawn. */
  async function run(action: () => Promise<string>): Promise<void> {
    body.disabled = true
    panel.setAttribute('aria-busy', 'true')
    replaceChildren(status)
    try {
      const message = await action()
      await load()
      await onChange()
      replaceChildren(status, h('div', { class: 'alert alert-success' }, message))
    } catch (error) {
      replaceChildren(status, errorPanel(error))
    } finally {
      body.disabled = false
      panel.setAttribute('aria-busy', 'false')
    }
  }

  async function open(): Promise<void> {
    panel.hidden = false
    toggle.setAttribute('aria-expanded', 'true')
    replaceChildren(status)
    try {
      // Read the mock's state afresh: code (or another tool) may have changed it since.
      await load()
    } catch (error) {
      replaceChildren(status, errorPanel(error))
    }
    dateInput.focus()
  }

  function close(): void {
    if (panel.hidden) return
    panel.hidden = true
    toggle.setAttribute('aria-expanded', 'false')
    toggle.focus()
  }

  toggle.addEventListener('click', () => (panel.hidden ? void open() : close()))
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close()
  })
  // The badge on the toggle shows latency and error rate even while the panel is closed.
  void mockApi.config().then(showConfig, () => undefined)
}
