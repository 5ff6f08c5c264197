import { ApiError, type Guest, type GuestInput, type ProblemDetail } from '../api'
import { h } from '../dom'
import { plural, titleLabel } from '../format'

interface FieldSpec {
  name: string
  label: string
  kind?: 'text' | 'email' | 'tel' | 'date' | 'select' | 'textarea' | 'checkbox'
  options?: Array<[string, string]>
  placeholder?: string
  hint?: string
  required?: boolean
  /** Two of the three grid columns, or the whole row. */
  wide?: boolean
  full?: boolean
  upper?: boolean
}

interface GroupSpec {
  /** Set for groups that are one object in the API (`address`, `loyalty`), so errors on it land here. */
  name?: string
  legend: string
  hint?: string
  fields: FieldSpec[]
}

const TITLES = ['mr', 'ms', 'mrs', 'mx', 'dr', 'prof'] as const
const TIERS = ['member', 'silver', 'gold', 'platinum'] as const

const GROUPS: GroupSpec[] = [
  {
    legend: 'Profile',
    fields: [
      { name: 'title', label: 'Title', kind: 'select', options: [['', '—'], ...TITLES.map((title): [string, string] => [title, titleLabel(title)])] },
      { name: 'firstName', label: 'First name', required: true },
      { name: 'lastName', label: 'Last name', required: true },
      { name: 'dateOfBirth', label: 'Date of birth', kind: 'date' },
      { name: 'nationality', label: 'Nationality', placeholder: 'GB', hint: 'Two-letter country code', upper: true },
      { name: 'language', label: 'Language', placeholder: 'en-GB', hint: 'BCP 47 tag' },
    ],
  },
  {
    legend: 'Contact',
    fields: [
      { name: 'email', label: 'Email', kind: 'email', placeholder: 'anna.schmidt@example.com', wide: true },
      { name: 'phone', label: 'Phone', kind: 'tel', placeholder: '+447700900123', hint: 'International format, no spaces' },
    ],
  },
  {
    name: 'address',
    legend: 'Address',
    hint: 'Leave every line empty for no address.',
    fields: [
      { name: 'address.line1', label: 'Address line 1', wide: true },
      { name: 'address.city', label: 'City' },
      { name: 'address.line2', label: 'Address line 2', wide: true },
      { name: 'address.postalCode', label: 'Postal code' },
      { name: 'address.region', label: 'Region' },
      { name: 'address.countryCode', label: 'Country', placeholder: 'GB', upper: true },
    ],
  },
  {
    name: 'loyalty',
    legend: 'Loyalty',
    hint: 'Leave empty if the guest is not a member.',
    fields: [
      { name: 'loyalty.program', label: 'Programme' },
      { name: 'loyalty.number', label: 'Member number' },
      { name: 'loyalty.tier', label: 'Tier', kind: 'select', options: [['', '—'], ...TIERS.map((tier): [string, string] => [tier, tier[0]!.toUpperCase() + tier.slice(1)])] },
    ],
  },
  {
    legend: 'Stay preferences',
    fields: [
      { name: 'preferences', label: 'Preferences', placeholder: 'high-floor, quiet-room', hint: 'Separate with commas', wide: true },
      { name: 'notes', label: 'Internal notes', kind: 'textarea', full: true },
      { name: 'vip', label: 'VIP guest', kind: 'checkbox' },
      { name: 'marketingOptIn', label: 'Agreed to marketing', kind: 'checkbox' },
    ],
  },
]

export interface GuestForm {
  element: HTMLFormElement
}

/**
 * The guest form used to create and to replace a guest. It does no validation of its own: the
 * API's 422 and 409 answers are shown inline, next to the field each `errors[].pointer` names.
 */
export function guestForm(options: { guest?: Guest; submitLabel: string; onSubmit: (input: GuestInput) => Promise<void> }): GuestForm {
  const summary = h('div', { class: 'alert alert-error', role: 'alert', hidden: true, 'data-form-summary': '' })
  const submit = h('button', { class: 'button button-primary', type: 'submit' }, options.submitLabel)
  const form = h(
    'form',
    { class: 'guest-form', novalidate: true },
    summary,
    GROUPS.map((group) =>
      h(
        'fieldset',
        { class: 'group', 'data-field': group.name },
        h('legend', null, group.legend),
        group.hint ? h('p', { class: 'field-hint group-hint' }, group.hint) : null,
        group.name ? h('p', { class: 'field-error', id: `field-${group.name}-error`, hidden: true }) : null,
        h('div', { class: 'grid' }, group.fields.map(field)),
      ),
    ),
    h('div', { class: 'form-actions' }, submit),
  )
  if (options.guest) fill(form, options.guest)

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    clearErrors(form, summary)
    submit.disabled = true
    options
      .onSubmit(read(form))
      .catch((error: unknown) => showErrors(form, summary, error))
      .finally(() => {
        submit.disabled = false
      })
  })
  return { element: form }
}

function field(spec: FieldSpec): HTMLElement {
  const id = `field-${spec.name.replace('.', '-')}`
  const describedBy = [spec.hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ')
  const common = { id, name: spec.name, 'aria-describedby': describedBy }
  let control: HTMLElement
  switch (spec.kind) {
    case 'select':
      control = h('select', common, (spec.options ?? []).map(([value, label]) => h('option', { value }, label)))
      break
    case 'textarea':
      control = h('textarea', { ...common, rows: 3 })
      break
    case 'checkbox':
      control = h('input', { ...common, type: 'checkbox' })
      break
    default:
      control = h('input', {
        ...common,
        type: spec.kind ?? 'text',
        placeholder: spec.placeholder,
        autocomplete: 'off',
        class: spec.upper ? 'upper' : null,
        'aria-required': spec.required ? 'true' : null,
      })
  }
  const label = h('label', { for: id }, spec.label, spec.required ? h('span', { class: 'required', 'aria-hidden': 'true' }, ' *') : null)
  return h(
    'div',
    { class: `field${spec.kind === 'checkbox' ? ' field-checkbox' : ''}${spec.wide ? ' field-wide' : ''}${spec.full ? ' field-full' : ''}`, 'data-field': spec.name },
    spec.kind === 'checkbox' ? [control, label] : [label, control],
    spec.hint ? h('p', { class: 'field-hint', id: `${id}-hint` }, spec.hint) : null,
    h('p', { class: 'field-error', id: `${id}-error`, hidden: true }),
  )
}

function control(form: HTMLFormElement, name: string): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  return form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
}

function fill(form: HTMLFormElement, guest: Guest): void {
  const values: Record<string, string | boolean> = {
    title: guest.title ?? '',
    firstName: guest.firstName,
    lastName: guest.lastName,
    dateOfBirth: guest.dateOfBirth ?? '',
    nationality: guest.nationality ?? '',
    language: guest.language ?? '',
    email: guest.email ?? '',
    phone: guest.phone ?? '',
    'address.line1': guest.address?.line1 ?? '',
    'address.line2': guest.address?.line2 ?? '',
    'address.city': guest.address?.city ?? '',
    'address.postalCode': guest.address?.postalCode ?? '',
    'address.region': guest.address?.region ?? '',
    'address.countryCode': guest.address?.countryCode ?? '',
    'loyalty.program': guest.loyalty?.program ?? '',
    'loyalty.number': guest.loyalty?.number ?? '',
    'loyalty.tier': guest.loyalty?.tier ?? '',
    preferences: guest.preferences.join(', '),
    notes: guest.notes ?? '',
    vip: guest.vip,
    marketingOptIn: guest.marketingOptIn,
  }
  for (const [name, value] of Object.entries(values)) {
    const element = control(form, name)
    if (typeof value === 'boolean') (element as HTMLInputElement).checked = value
    else element.value = value
  }
}

/** The whole guest as a `GuestInput`: PUT replaces everything, so every field is sent. */
function read(form: HTMLFormElement): GuestInput {
  const text = (name: string): string | null => {
    const value = control(form, name).value.trim()
    return value === '' ? null : value
  }
  const upper = (name: string): string | null => text(name)?.toUpperCase() ?? null
  const checked = (name: string): boolean => (control(form, name) as HTMLInputElement).checked
  // An object group is null when every member is empty; otherwise required members left empty are
  // left out, so the API names exactly which one is missing.
  const group = (members: Record<string, string | null>): Record<string, string | null> | null => {
    return Object.values(members).every((value) => value === null) ? null : { ...members }
  }
  const address = group({
    line1: text('address.line1'),
    line2: text('address.line2'),
    city: text('address.city'),
    postalCode: text('address.postalCode'),
    region: text('address.region'),
    countryCode: upper('address.countryCode'),
  })
  const loyalty = group({ program: text('loyalty.program'), number: text('loyalty.number'), tier: text('loyalty.tier') })
  for (const [object, required] of [[address, ['line1', 'city', 'countryCode']], [loyalty, ['program', 'number', 'tier']]] as const) {
    if (object) for (const member of required) if (object[member] === null) delete object[member]
  }
  return {
    firstName: control(form, 'firstName').value.trim(),
    lastName: control(form, 'lastName').value.trim(),
    title: text('title') as GuestInput['title'],
    email: text('email'),
    phone: text('phone'),
    address: address as GuestInput['address'],
    nationality: upper('nationality'),
    dateOfBirth: text('dateOfBirth'),
    language: text('language'),
    loyalty: loyalty as GuestInput['loyalty'],
    vip: checked('vip'),
    preferences: (control(form, 'preferences').value ?? '')
      .split(',')
      .map((preference) => preference.trim())
      .filter((preference) => preference !== ''),
    notes: text('notes'),
    marketingOptIn: checked('marketingOptIn'),
  }
}

function clearErrors(form: HTMLFormElement, summary: HTMLElement): void {
  summary.hidden = true
  summary.replaceChildren()
  for (const error of form.querySelectorAll<HTMLElement>('.field-error')) {
    error.hidden = true
    error.textContent = ''
  }
  for (const invalid of form.querySelectorAll('[aria-invalid="true"]')) invalid.removeAttribute('aria-invalid')
  for (const invalid of form.querySelectorAll('.is-invalid')) invalid.classList.remove('is-invalid')
}

/** Finds the field (or field group) a JSON Pointer names, walking up `/preferences/3` to `preferences`. */
function fieldFor(form: HTMLFormElement, pointer: string): HTMLElement | null {
  const tokens = pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
  for (let length = tokens.length; length > 0; length--) {
    const name = tokens.slice(0, length).join('.')
    const match = form.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`)
    if (match) return match
  }
  return null
}

function showErrors(form: HTMLFormElement, summary: HTMLElement, error: unknown): void {
  const unplaced: string[] = []
  let placed = 0
  if (error instanceof ApiError) {
    const details: ProblemDetail[] = error.problem.errors ?? []
    // A 409 names the email; should a server leave `errors` out, the email is still the field.
    if (error.status === 409 && details.length === 0) details.push({ location: 'body', pointer: '/email', message: error.problem.detail })
    for (const detail of details) {
      const container = detail.location === 'body' ? fieldFor(form, detail.pointer) : null
      const slot = container?.querySelector<HTMLElement>(':scope > .field-error')
      if (!container || !slot) {
        unplaced.push(`${detail.pointer || detail.location} ${detail.message}`)
        continue
      }
      slot.textContent = slot.textContent ? `${slot.textContent}; ${detail.message}` : detail.message
      slot.hidden = false
      container.classList.add('is-invalid')
      container.querySelector(':scope > input, :scope > select, :scope > textarea')?.setAttribute('aria-invalid', 'true')
      placed++
    }
    const headline =
      error.status === 409
        ? `${error.problem.title}: ${error.problem.detail}`
        : error.status === 422
          ? `The guest was not saved: ${plural(placed + unplaced.length, 'field needs', 'fields need')} attention.`
          : `${error.problem.title} (${error.status}): ${error.problem.detail}`
    summary.append(h('strong', null, headline))
  } else {
    summary.append(h('strong', null, error instanceof Error ? error.message : String(error)))
  }
  if (unplaced.length > 0) summary.append(h('ul', null, unplaced.map((text) => h('li', null, text))))
  summary.hidden = false
  const firstInvalid = form.querySelector<HTMLElement>('[aria-invalid="true"]')
  ;(firstInvalid ?? summary).focus?.()
  summary.scrollIntoView({ block: 'nearest' })
}
