/** The app's location, kept in the hash so any static host can serve the build without rewrites. */
export interface Route {
  segments: string[]
  params: URLSearchParams
}

export const DEFAULT_ROUTE = '#/reservations/arrivals'

export function currentRoute(): Route {
  const hash = location.hash.replace(/^#/, '') || DEFAULT_ROUTE.slice(1)
  const [path = '', search = ''] = hash.split('?')
  return {
    segments: path.split('/').filter(Boolean).map(decodeURIComponent),
    params: new URLSearchParams(search),
  }
}

/** Builds `#/a/b?x=1`, leaving out empty parameters and page 1. */
export function link(path: string, params: Record<string, string | number | undefined> = {}): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === '' || (name === 'page' && value === 1)) continue
    search.set(name, String(value))
  }
  const text = search.toString()
  return `#${path}${text === '' ? '' : `?${text}`}`
}

export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1')
  return Number.isInteger(page) && page >= 1 ? page : 1
}

export function navigate(hash: string): void {
  location.hash = hash
}
