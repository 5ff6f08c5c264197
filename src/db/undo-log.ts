/**
 * What a reset must undo in one collection: the records created since the last reset, and for
 * every other record written or deleted since, its version at the last reset. One entry per
 * record touched, however often it was written, so a long run does not keep every version.
 */
export class UndoLog<T extends { id: string }> {
  #created = new Set<string>()
  #originals = new Map<string, T>()

  get isEmpty(): boolean {
    return this.#created.size === 0 && this.#originals.size === 0
  }

  created(record: T): void {
    // A record deleted and made again under its old id is a change of the original.
    if (!this.#originals.has(record.id)) this.#created.add(record.id)
  }

  changed(previous: T): void {
    if (!this.#created.has(previous.id) && !this.#originals.has(previous.id)) this.#originals.set(previous.id, previous)
  }

  deleted(record: T): void {
    if (this.#created.delete(record.id)) return
    if (!this.#originals.has(record.id)) this.#originals.set(record.id, record)
  }

  /** What there is to undo, left in the log. */
  pending(): { created: ReadonlySet<string>; originals: ReadonlyMap<string, T> } {
    return { created: this.#created, originals: this.#originals }
  }

  /** Hands over what to undo and starts a new log. */
  take(): { created: ReadonlySet<string>; originals: ReadonlyMap<string, T> } {
    const taken = { created: this.#created, originals: this.#originals }
    this.clear()
    return taken
  }

  clear(): void {
    this.#created = new Set()
    this.#originals = new Map()
  }
}
