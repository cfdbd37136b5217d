import { describe, expect, it } from 'vitest'
import { parseServerEnv } from '../env.ts'
import { audienceOf, relayAddress, relayUrlOfApi } from './audience.ts'
import { relayOptionsSchema } from './options.ts'

describe('relayAddress', () => {
  it('keeps scheme, host and path; drops case, default port, trailing slashes, query and fragment', () => {
    expect(relayAddress('WSS://Relay.Example:443/relay/?projectId=p#x')).toBe('wss://relay.example/relay')
    expect(relayAddress('ws://127.0.0.1:8787/relay//')).toBe('ws://127.0.0.1:8787/relay')
    expect(relayAddress('wss://relay.example')).toBe('wss://relay.example')
  })

  it('is undefined for anything but a ws:// or wss:// URL without credentials', () => {
    for (const url of ['https://relay.example/relay', 'relay.example', '', 'wss://user:pw@relay.example']) {
      expect(relayAddress(url), url).toBeUndefined()
    }
  })
})

describe('relayUrlOfApi', () => {
  it('is <api URL>/relay with ws(s) for http(s), as the kit finds it', () => {
    expect(relayUrlOfApi('https://cloud.example.org')).toBe('wss://cloud.example.org/relay')
    expect(relayUrlOfApi('https://cloud.example.org/airlock/')).toBe('wss://cloud.example.org/airlock/relay')
    expect(relayUrlOfApi('http://127.0.0.1:8787')).toBe('ws://127.0.0.1:8787/relay')
  })
})

describe('audienceOf', () => {
  it('without public URLs: the loopback names of the port the socket reached, ws:// only', () => {
    const isAudience = audienceOf({ publicUrls: [] })
    expect(isAudience('ws://127.0.0.1:8787/relay', 8787)).toBe(true)
    expect(isAudience('ws://localhost:8787/relay/', 8787)).toBe(true)
    expect(isAudience('ws://127.0.0.1:8787/relay', 8788)).toBe(false)
    expect(isAudience('wss://127.0.0.1:8787/relay', 8787)).toBe(false)
    expect(isAudience('ws://relay.example:8787/relay', 8787)).toBe(false)
    expect(isAudience('ws://127.0.0.1:8787/relay', undefined)).toBe(false)
  })

  it('with public URLs: those and the public API URL + /relay, and no loopback name', () => {
    const isAudience = audienceOf({
      publicUrls: ['wss://relay.example.com', 'wss://relay-b.example.com/relay'],
      publicApiUrl: 'https://cloud.example.org',
    })
    for (const aud of [
      'wss://relay.example.com',
      'wss://relay.example.com/?projectId=p',
      'wss://relay-b.example.com/relay',
      'wss://cloud.example.org/relay',
    ]) {
      expect(isAudience(aud, 8787), aud).toBe(true)
    }
    for (const aud of [
      'ws://127.0.0.1:8787/relay',
      'ws://relay.example.com',
      'wss://relay.example.com/relay',
      'wss://cloud.example.org',
      'wss://relay.walletconnect.org',
    ]) {
      expect(isAudience(aud, 8787), aud).toBe(false)
    }
  })
})

describe('relay.publicUrls', () => {
  it('takes ws:// and wss:// URLs only', () => {
    expect(relayOptionsSchema.parse({ publicUrls: ['wss://relay.example.com'] }).publicUrls).toEqual([
      'wss://relay.example.com',
    ])
    for (const url of ['https://relay.example.com', 'relay.example.com', 'wss://u:p@relay.example.com']) {
      expect(relayOptionsSchema.safeParse({ publicUrls: [url] }).success, url).toBe(false)
    }
  })

  it('reads RELAY_PUBLIC_URLS as a comma-separated list, naming the variable when one is not a relay URL', () => {
    expect(
      parseServerEnv({ RELAY_PUBLIC_URLS: ' wss://a.example/relay, ,wss://b.example ' }).RELAY_PUBLIC_URLS,
    ).toEqual(['wss://a.example/relay', 'wss://b.example'])
    expect(parseServerEnv({ RELAY_PUBLIC_URLS: '' }).RELAY_PUBLIC_URLS).toBeUndefined()
    expect(() => parseServerEnv({ RELAY_PUBLIC_URLS: 'wss://a.example,https://b.example' })).toThrow(
      'RELAY_PUBLIC_URLS.1: A relay URL starts with ws:// or wss://',
    )
  })
})
