import { describe, expect, it } from 'vitest'
import { SeenRequests } from './seenRequests.ts'

describe('SeenRequests', () => {
  it('takes a request once and drops its replay', () => {
    const seen = new SeenRequests()
    expect(seen.add(1, 'relay')).toBe(true)
    expect(seen.add(1, 'link')).toBe(false)
    // The replay does not change the way the answer goes back.
    expect(seen.transportOf(1)).toBe('relay')
  })

  it('forgets the way back once the request is answered, but still drops a replay', () => {
    const seen = new SeenRequests()
    seen.add(7, 'link')
    seen.answered(7)
    expect(seen.transportOf(7)).toBeUndefined()
    expect(seen.add(7, 'link')).toBe(false)
  })

  it('remembers only the newest ids, oldest forgotten first', () => {
    const seen = new SeenRequests(2)
    seen.add(1, 'relay')
    seen.add(2, 'link')
    seen.add(3, 'relay')
    expect(seen.transportOf(1)).toBeUndefined()
    expect(seen.transportOf(2)).toBe('link')
    // Forgotten, so taken again; 2 is now the oldest and goes.
    expect(seen.add(1, 'relay')).toBe(true)
    expect(seen.add(3, 'relay')).toBe(false)
    expect(seen.add(2, 'relay')).toBe(true)
  })
})
