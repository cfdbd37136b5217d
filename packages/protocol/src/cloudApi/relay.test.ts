import { describe, expect, it } from 'vitest'
import { RELAY_SESSION_PUBLISHES } from './relay.ts'

describe('RELAY_SESSION_PUBLISHES', () => {
  it('publishes the proposal, its answer and the settle request with the tags and ttls a client gives them', () => {
    expect(RELAY_SESSION_PUBLISHES.proposal).toMatchObject({ tag: 1100, ttl: 300 })
    expect(RELAY_SESSION_PUBLISHES.proposalResponse).toEqual({ tag: 1101, ttl: 300 })
    expect(RELAY_SESSION_PUBLISHES.settle).toEqual({ tag: 1102, ttl: 300 })
  })
})
