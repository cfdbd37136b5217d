import { describe, expect, it } from 'vitest'
import { linkEnvelopeUrl, linkTarget, readLinkEnvelope } from './linkMode.ts'
import type { Metadata, SessionRecord } from './types.ts'

const self: Metadata = {
  name: 'Dapp',
  description: '',
  url: 'https://dapp.example',
  icons: [],
  redirect: { universal: 'https://dapp.example/wc', linkMode: true },
}
const peer: Metadata = {
  name: 'Wallet',
  description: '',
  url: 'https://wallet.example',
  icons: [],
  redirect: { universal: 'https://wallet.example/wc', linkMode: true },
}
const session = (acknowledged: boolean, peerMetadata: Metadata = peer) =>
  ({ acknowledged, peer: { publicKey: 'ab', metadata: peerMetadata } }) as SessionRecord

describe('linkTarget', () => {
  it("is the peer's universal link once both sides use link mode and the session is acknowledged", () => {
    expect(linkTarget(session(true), self, true)).toBe('https://wallet.example/wc')
  })

  it('is undefined (the relay is used) otherwise', () => {
    expect(linkTarget(session(false), self, true)).toBeUndefined()
    expect(linkTarget(undefined, self, true)).toBeUndefined()
    expect(linkTarget(session(true), self, false)).toBeUndefined()
    expect(linkTarget(session(true), { ...self, redirect: { universal: self.url } }, true)).toBeUndefined()
    const noLink = { ...peer, redirect: { universal: 'https://wallet.example/wc', linkMode: false } }
    expect(linkTarget(session(true, noLink), self, true)).toBeUndefined()
  })
})

describe('link envelopes', () => {
  it('round-trips the envelope and topic through the universal link', () => {
    const url = linkEnvelopeUrl('https://wallet.example/wc?from=dapp', 'abc', 'AAEC-_')
    expect(url).toBe('https://wallet.example/wc?from=dapp&wc_ev=AAEC-_&topic=abc')
    expect(readLinkEnvelope(url)).toEqual({ topic: 'abc', envelope: 'AAEC-_' })
  })

  it('finds nothing in a link without both parameters, or in text that is no URL', () => {
    expect(readLinkEnvelope('https://wallet.example/wc?wc_ev=AAEC')).toBeUndefined()
    expect(readLinkEnvelope('https://wallet.example/wc?topic=abc')).toBeUndefined()
    expect(readLinkEnvelope('not a url')).toBeUndefined()
  })
})
