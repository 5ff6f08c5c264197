import { weightedTable, type SeededRandom, type WeightedTable } from '../../shared/seeded-random.js'

/** A list of names by sex, as faker's locales keep them (`generic` for either). */
export interface NameLists {
  generic?: readonly string[]
  female?: readonly string[]
  male?: readonly string[]
}

/** A pattern of a weighted list, e.g. `{{person.last_name.generic}}` nine times in ten. */
export interface WeightedPattern {
  value: string
  weight: number
}

/**
 * What the seed reads of one faker locale (merged with its fallbacks): names, and the street, city,
 * postcode and state lists and patterns. Written by `scripts/generate-locales.ts`.
 */
export interface LocaleLists {
  person: {
    first_name?: NameLists
    last_name?: NameLists
    last_name_pattern?: { generic?: readonly WeightedPattern[]; female?: readonly WeightedPattern[]; male?: readonly WeightedPattern[] }
  }
  location: {
    street_address?: { normal: string; full: string }
    [list: string]: readonly string[] | { normal: string; full: string } | undefined
  }
}

export type Sex = 'female' | 'male'

/** Each weighted pattern list made into a table once; the lists are the locale data's own arrays. */
const weightedTables = new WeakMap<readonly WeightedPattern[], WeightedTable<WeightedPattern>>()

const DIGITS = '0123456789'
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const TOKEN = /\{\{\s*([\w.]+)\s*\}\}/g

/**
 * Names and addresses drawn from one locale's lists with the hotel's seeded generator, the way
 * faker's own methods draw them (`person.firstName`, `location.streetAddress`, ...): a pattern
 * such as `{{location.buildingNumber}} {{location.street}}` names a method or a list, `#` is a
 * digit, `!` a digit from 2, `?` a letter and `*` either. Decision 0330 says why faker's class is
 * no longer run for this.
 *
 * @example
 * const draws = new LocaleDraws(LOCALE_DATA.GB!, new SeededRandom(1))
 * draws.streetAddress() // '42 Church Road'
 */
export class LocaleDraws {
  readonly #lists: LocaleLists
  readonly #random: SeededRandom
  /** What each `{{...}}` name stands for, resolved once per locale. */
  readonly #tokens = new Map<string, () => string>()

  constructor(lists: LocaleLists, random: SeededRandom) {
    this.#lists = lists
    this.#random = random
  }

  firstName(sex?: Sex): string {
    return this.#random.pick(this.#bySex(this.#lists.person.first_name, sex))
  }

  lastName(sex?: Sex): string {
    const { last_name_pattern: patterns, last_name: names } = this.#lists.person
    if (patterns) {
      const pattern = this.#weighted(this.#bySex(patterns, sex))
      return this.#render(pattern)
    }
    return this.#random.pick(this.#bySex(names, sex))
  }

  streetAddress(): string {
    const formats = this.#lists.location.street_address
    return this.#render(formats ? formats.normal : '{{location.buildingNumber}} {{location.street}}')
  }

  secondaryAddress(): string {
    return this.#symbols(this.#pickList('secondary_address'))
  }

  city(): string {
    return this.#render(this.#pickList('city_pattern'))
  }

  zipCode(): string {
    return this.#symbols(this.#pickList('postcode'))
  }

  state(): string {
    return this.#pickList('state')
  }

  buildingNumber(): string {
    return this.#symbols(this.#pickList('building_number'))
  }

  street(): string {
    return this.#render(this.#pickList('street_pattern'))
  }

  /** A pattern with every `{{name}}` replaced by a draw of what it names (again, while a draw holds one). */
  #render(pattern: string): string {
    if (!pattern.includes('{{')) return pattern
    return this.#render(pattern.replace(TOKEN, (_, name: string) => this.#token(name)()))
  }

  #token(name: string): () => string {
    let draw = this.#tokens.get(name)
    if (!draw) this.#tokens.set(name, (draw = this.#resolve(name)))
    return draw
  }

  /** A method of this class (`location.street`), else a list of the locale (`person.last_name.generic`). */
  #resolve(name: string): () => string {
    const [category, key, variant] = name.split('.') as [string, string | undefined, string | undefined]
    const methods: Record<string, (() => string) | undefined> = {
      'person.firstName': () => this.firstName(),
      'person.lastName': () => this.lastName(),
      'location.buildingNumber': () => this.buildingNumber(),
      'location.street': () => this.street(),
      'location.streetAddress': () => this.streetAddress(),
      'location.secondaryAddress': () => this.secondaryAddress(),
      'location.city': () => this.city(),
      'location.zipCode': () => this.zipCode(),
      'location.state': () => this.state(),
    }
    const method = methods[`${category}.${key}`]
    if (method && variant === undefined) return method
    const group = (this.#lists as unknown as Record<string, Record<string, unknown> | undefined>)[category]?.[key ?? '']
    const list = variant === undefined ? group : (group as Record<string, unknown> | undefined)?.[variant]
    if (!Array.isArray(list) || list.length === 0 || !list.every((entry) => typeof entry === 'string')) {
      throw new Error(`The locale has no list or method "${name}" that a pattern names.`)
    }
    return () => this.#random.pick(list as string[])
  }

  #pickList(key: string): string {
    const list = this.#lists.location[key]
    if (!Array.isArray(list) || list.length === 0) throw new Error(`The locale has no location list "${key}".`)
    return this.#random.pick(list as readonly string[])
  }

  /** faker's choice of list by sex: that sex's, else the generic one; with no sex, generic, else one of the two. */
  #bySex<T>(lists: { generic?: readonly T[]; female?: readonly T[]; male?: readonly T[] } | undefined, sex?: Sex): readonly T[] {
    const chosen =
      sex === 'female'
        ? (lists?.female ?? lists?.generic)
        : sex === 'male'
          ? (lists?.male ?? lists?.generic)
          : (lists?.generic ?? (lists?.female && lists.male ? this.#random.pick([lists.female, lists.male]) : undefined))
    if (!chosen || chosen.length === 0) throw new Error('The locale has no names to draw from.')
    return chosen
  }

  #weighted(patterns: readonly WeightedPattern[]): string {
    let table = weightedTables.get(patterns)
    if (!table) weightedTables.set(patterns, (table = weightedTable(patterns, (pattern) => pattern.weight)))
    return this.#random.weighted(table).value
  }

  /** `#` a digit, `!` a digit from 2 to 9, `?` a capital letter, `*` a letter or a digit. */
  #symbols(format: string): string {
    let out = ''
    for (const char of format) {
      if (char === '#') out += DIGITS[this.#random.int(0, 9)]
      else if (char === '!') out += DIGITS[this.#random.int(2, 9)]
      else if (char === '?') out += LETTERS[this.#random.int(0, 25)]
      else if (char === '*') out += this.#random.chance(0.5) ? LETTERS[this.#random.int(0, 25)] : DIGITS[this.#random.int(0, 9)]
      else out += char
    }
    return out
  }
}
