import { defineNetwork, NoRpcUrlError } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { toBitcoinAccounts } from './accounts.ts'
import { base64ToBytes, bytesToBase64, formatSats, signatureToBase64 } from './encoding.ts'
import { esploraUrlOf } from './esplora.ts'

describe('bitcoin encodings', () => {
  it('formats satoshis as BTC without trailing zeros', () => {
    expect(formatSats(0n)).toBe('0')
    expect(formatSats(100_000_000n)).toBe('1')
    expect(formatSats(150_000_000n)).toBe('1.5')
    expect(formatSats(1n)).toBe('0.00000001')
    expect(formatSats(2_100_000_000_000_000n)).toBe('21000000')
  })

  it('hands the dapp base64 signatures whether the wallet answered bytes, base64 or hex', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => i * 3)
    const base64 = bytesToBase64(bytes)
    expect(base64ToBytes(base64)).toEqual(bytes)
    expect(signatureToBase64(bytes)).toBe(base64)
    expect(signatureToBase64(base64)).toBe(base64)
    const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
    expect(signatureToBase64(hex)).toBe(base64)
    expect(signatureToBase64(`0x${hex}`)).toBe(base64)
  })

  it('names payment and ordinals addresses: stated purposes win, else taproot next to p2wpkh holds ordinals', () => {
    const p2wpkh = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
    const p2tr = 'bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6'
    expect(toBitcoinAccounts([{ address: p2tr }, { address: p2wpkh }])).toEqual([
      { address: p2wpkh, purpose: 'payment' },
      { address: p2tr, purpose: 'ordinals' },
    ])
    expect(
      toBitcoinAccounts([
        { address: p2tr, purpose: 'payment' },
        { address: p2wpkh, purpose: 'ordinals' },
      ]),
    ).toEqual([
      { address: p2tr, purpose: 'payment' },
      { address: p2wpkh, purpose: 'ordinals' },
    ])
    // Only taproot: it pays.
    expect(toBitcoinAccounts([{ address: p2tr }, { address: p2tr }])).toEqual([
      { address: p2tr, purpose: 'payment' },
    ])
  })

  it("reads Esplora at the network's own url, not the kit's JSON-RPC gateway", () => {
    const base = {
      id: '000000000019d6689c085ae165831e93',
      name: 'Bitcoin',
      network: 'bitcoin',
      chainNamespace: 'bip122' as const,
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      testnet: false,
    }
    const gateway = defineNetwork({
      ...base,
      rpcUrls: {
        default: {
          http: ['https://cloud.example/v1/?chainId=bip122:000000000019d6689c085ae165831e93&projectId=p'],
        },
        chainDefault: { http: ['https://mempool.space/api/'] },
      },
    })
    expect(esploraUrlOf(gateway)).toBe('https://mempool.space/api')
    const none = defineNetwork({
      ...base,
      rpcUrls: { default: { http: ['https://cloud.example/v1/?chainId=x'] } },
    })
    expect(() => esploraUrlOf(none)).toThrow(NoRpcUrlError)
  })
})
