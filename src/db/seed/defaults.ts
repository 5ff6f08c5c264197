/** Defaults and limits of a generated hotel (kept apart so the CLI can read them without loading faker). */
export const DEFAULT_SEED = 1
export const DEFAULT_GUEST_COUNT = 500
export const MAX_GUEST_COUNT = 1_000_000
