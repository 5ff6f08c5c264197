/** The IndexedDB database the browser mock saves hotels in (one record per persist key). */
export const SAVED_HOTELS_DATABASE = 'guest-reservation-mock'
/** The object store inside {@link SAVED_HOTELS_DATABASE}. */
export const SAVED_HOTELS_STORE = 'saved-hotels'

/** One saved hotel in IndexedDB: read it, replace it, remove it. */
export interface SavedHotelStore {
  /** Where the record lives, for messages: `IndexedDB "guest-reservation-mock", key "front-desk"`. */
  readonly location: string
  /** The stored value, or undefined when nothing is saved under the key. */
  read(): Promise<unknown>
  /** Replaces the stored value; resolves once the transaction has committed to disk. */
  write(value: unknown): Promise<void>
  /** Removes the stored value. */
  clear(): Promise<void>
}

// The few IndexedDB shapes used here. This file also compiles with Node's types (no DOM library),
// so it declares what it touches instead of pulling the DOM types into the Node build.
interface IdbRequest<T> {
  readonly result: T
  readonly error: unknown
  onsuccess: (() => void) | null
  onerror: (() => void) | null
}
interface IdbOpenRequest extends IdbRequest<IdbDatabase> {
  onupgradeneeded: (() => void) | null
}
interface IdbTransaction {
  readonly error: unknown
  objectStore(name: string): {
    get(key: string): IdbRequest<unknown>
    put(value: unknown, key: string): unknown
    delete(key: string): unknown
  }
  oncomplete: (() => void) | null
  onerror: (() => void) | null
  onabort: (() => void) | null
}
interface IdbDatabase {
  readonly objectStoreNames: { contains(name: string): boolean }
  createObjectStore(name: string): unknown
  transaction(store: string, mode: 'readonly' | 'readwrite', options?: { durability: 'strict' }): IdbTransaction
  close(): void
  onversionchange: (() => void) | null
}

/**
 * Opens the saved-hotel record under `key` in IndexedDB (not localStorage: the default hotel's
 * snapshot is several megabytes, beyond localStorage's quota in most browsers). Rejects when the
 * browser offers no IndexedDB or refuses to open it.
 *
 * @example
 * const store = await openSavedHotelStore('front-desk')
 * await store.write({ hello: 'hotel' })
 * await store.read() // { hello: 'hotel' }
 */
export async function openSavedHotelStore(key: string): Promise<SavedHotelStore> {
  const factory = (globalThis as { indexedDB?: { open(name: string, version: number): IdbOpenRequest } }).indexedDB
  if (!factory) throw new Error('this browser offers no IndexedDB')
  const request = factory.open(SAVED_HOTELS_DATABASE, 1)
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(SAVED_HOTELS_STORE)) request.result.createObjectStore(SAVED_HOTELS_STORE)
  }
  const database = await settled(request)
  // Step aside if another tab ever opens a newer version of this database, instead of blocking it.
  database.onversionchange = () => database.close()

  async function change(apply: (store: ReturnType<IdbTransaction['objectStore']>) => void): Promise<void> {
    // Strict durability: the write is on disk when the promise resolves, so what the app saw
    // acknowledged survives a browser crash as well as a reload.
    const transaction = database.transaction(SAVED_HOTELS_STORE, 'readwrite', { durability: 'strict' })
    apply(transaction.objectStore(SAVED_HOTELS_STORE))
    await committed(transaction)
  }

  return {
    location: `IndexedDB "${SAVED_HOTELS_DATABASE}", key "${key}"`,
    read: () => settled(database.transaction(SAVED_HOTELS_STORE, 'readonly').objectStore(SAVED_HOTELS_STORE).get(key)),
    write: (value) => change((store) => store.put(value, key)),
    clear: () => change((store) => store.delete(key)),
  }
}

function settled<T>(request: IdbRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

function committed(transaction: IdbTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
    transaction.onabort = () => reject(transaction.error ?? new Error('the IndexedDB transaction was aborted'))
  })
}
