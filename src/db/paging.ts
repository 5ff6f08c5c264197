/** One page of a list, as the API's page envelope carries it. */
export interface Page<T> {
  data: T[]
  page: number
  pageSize: number
  totalCount: number
  totalPages: number
}

export interface Paging {
  page: number
  pageSize: number
}


/** Cuts one page out of a list that knows its length and can slice itself. */
export function toPage<T>(
  source: { total: number; slice(offset: number, count: number): T[] },
  { page, pageSize }: Paging,
): Page<T> {
  const offset = (page - 1) * pageSize
  return {
    data: offset < source.total ? source.slice(offset, pageSize) : [],
    page,
    pageSize,
    totalCount: source.total,
    totalPages: Math.ceil(source.total / pageSize),
  }
}

/** Adapts a plain array to `toPage`. */
export function arraySource<T>(items: readonly T[]): { total: number; slice(offset: number, count: number): T[] } {
  return { total: items.length, slice: (offset, count) => items.slice(offset, offset + count) }
}
