/**
 * A property of a global object (`crypto.randomUUID`, `structuredClone`) replaced by a wrapper
 * only while some calls of the mock run: overlapping calls share one wrapper, the first in puts it
 * in place, the last out takes it away (also when a call fails). The object then has exactly the
 * property it had, unless someone replaced the wrapper meanwhile (a test's spy): theirs stays.
 * Used by decision 0012's compact keys and by the realm clones of updates under jest.
 */
export class ScopedPatch<F> {
  #running = 0
  #installed: { on: object; wrapper: F; previous: PropertyDescriptor | undefined } | undefined

  constructor(readonly key: string) {}

  /** True while a call runs (the wrapper is then in place, if the object took it). */
  get active(): boolean {
    return this.#running > 0
  }

  /** Runs `work` with `on[key]` replaced by `wrap(on[key])`, unless a call already put the wrapper in place. */
  async run<R>(on: object, wrap: (original: F) => F, work: () => Promise<R>): Promise<R> {
    this.#enter(on, wrap)
    try {
      return await work()
    } finally {
      this.#leave()
    }
  }

  /** As `run`, for synchronous work: the wrapper is in place exactly while `work` runs. */
  runSync<R>(on: object, wrap: (original: F) => F, work: () => R): R {
    this.#enter(on, wrap)
    try {
      return work()
    } finally {
      this.#leave()
    }
  }

  /** One more call running: the first puts the wrapper in place. */
  #enter(on: object, wrap: (original: F) => F): void {
    if (this.#running++ === 0) this.#install(on, wrap)
  }

  /** One call fewer: the last takes the wrapper away. */
  #leave(): void {
    if (--this.#running === 0) this.#uninstall()
  }

  #install(on: object, wrap: (original: F) => F): void {
    const previous = Object.getOwnPropertyDescriptor(on, this.key)
    const wrapper = wrap((on as Record<string, F>)[this.key]!)
    try {
      // With the enumerability of the property it replaces, so that only the value changes, in
      // place and back. The platform's `structuredClone` is enumerable; defined non-enumerable
      // on every update and then restored, it made an in-process PUT through msw cost about
      // 30 µs more (decision 0016, amended).
      Object.defineProperty(on, this.key, { value: wrapper, writable: true, configurable: true, enumerable: previous?.enumerable ?? false })
    } catch {
      // An object that takes no such property keeps its own.
      return
    }
    this.#installed = { on, wrapper, previous }
  }

  #uninstall(): void {
    if (this.#installed === undefined) return
    const { on, wrapper, previous } = this.#installed
    this.#installed = undefined
    if (Object.getOwnPropertyDescriptor(on, this.key)?.value !== wrapper) return
    if (previous) Object.defineProperty(on, this.key, previous)
    else delete (on as Record<string, unknown>)[this.key]
  }
}
