import { describe, expect, it } from 'vitest'
import { parseRelayUrls } from './relayUrls.ts'

const CLOUD = 'ws://127.0.0.1:8787/relay'

describe('parseRelayUrls', () => {
  it('reads a comma-separated list in order, without blanks or repeats', () => {
    expect(parseRelayUrls(' ws://a:1/relay,,wss://b.example/relay , ws://a:1/relay', CLOUD)).toEqual([
      'ws://a:1/relay',
      'wss://b.example/relay',
    ])
  })

  it("falls back to the cloud's relay when unset or blank", () => {
    expect(parseRelayUrls(undefined, CLOUD)).toEqual([CLOUD])
    expect(parseRelayUrls(' , ', CLOUD)).toEqual([CLOUD])
  })

  it('refuses an entry that is not a WebSocket URL', () => {
    expect(() => parseRelayUrls('http://a:1/relay', CLOUD)).toThrow(/ws:\/\/ or wss:\/\//)
    expect(() => parseRelayUrls('not a url', CLOUD)).toThrow()
  })
})
