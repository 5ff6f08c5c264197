/**
 * Runs `work` in a microtask of its own and resolves to what it returns (or rejects with what it
 * throws). An `Error` made inside it has a stack that ends at `work`: neither the caller's frames
 * nor, through `await`, the async functions waiting on it.
 *
 * Why it matters: msw's request handlers record where they were made by reading an `Error`'s
 * stack, and V8 then needs the source position of every frame in it. Made under an `await` in a
 * module's top-level code, that stack ends in the top-level code of the script holding it, and V8
 * re-parses that whole script to find the line; in a page's production build, that is the app's
 * whole bundle (docs/performance.md, "The browser's first answer, traced").
 */
export function inAStackOfItsOwn<T>(work: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    queueMicrotask(() => {
      try {
        resolve(work())
      } catch (error) {
        reject(error)
      }
    })
  })
}
