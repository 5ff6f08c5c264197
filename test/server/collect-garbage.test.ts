import { describe, expect, it } from 'vitest'
import { collectGarbage } from '../../src/express/collect-garbage.js'

describe('collectGarbage', () => {
  it('collects an unreachable object without --expose-gc, and leaves gc hidden afterwards', async () => {
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined()
    let target: object | undefined = { payload: new Array(1000).fill('x') }
    const ref = new WeakRef(target)
    target = undefined
    // A WeakRef keeps its target alive until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(collectGarbage()).toBe(true)
    expect(ref.deref()).toBeUndefined()
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined()
  })

  it('works again on a later call (the flag it turns off is turned on anew), keeping what is reachable', async () => {
    const kept = { payload: 'still here' }
    const ref = new WeakRef(kept)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(collectGarbage()).toBe(true)
    expect(ref.deref()).toBe(kept)
  })
})
