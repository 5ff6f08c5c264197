/** The record key used when `persist: true` gives none. */
export const DEFAULT_PERSIST_KEY = 'guest-reservation-mock'
