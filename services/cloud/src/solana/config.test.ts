import { describe, expect, it } from 'vitest'
import { resolveCloudOptions } from '../options.ts'

const SOLANA = 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ'
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

describe('solanaChains and bitcoinChains options', () => {
  it('default to none, apart from the EVM chains', () => {
    const options = resolveCloudOptions({ chains: [] })
    expect(options.solanaChains).toEqual([])
    expect(options.bitcoinChains).toEqual([])
  })

  it('take Solana clusters with priced tokens, and Bitcoin networks whose format the id names', () => {
    const options = resolveCloudOptions({
      chains: [],
      solanaChains: [
        {
          caipNetworkId: SOLANA,
          rpcUrl: 'http://127.0.0.1:8899',
          nativePriceUsd: 150,
          tokens: [{ mint: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6, priceUsd: 1 }],
        },
      ],
      bitcoinChains: [{ caipNetworkId: REGTEST, esploraUrl: 'http://127.0.0.1:8791/' }],
    })
    expect(options.solanaChains[0]?.tokens?.[0]?.priceUsd).toBe(1)
    expect(options.bitcoinChains).toEqual([
      { caipNetworkId: REGTEST, esploraUrl: 'http://127.0.0.1:8791', network: 'regtest' },
    ])
  })

  it('refuse ids of another namespace, a chain twice, bad mints and a Bitcoin id of no known network', () => {
    const invalid = (options: object) => () => resolveCloudOptions({ chains: [], ...options })
    expect(invalid({ solanaChains: [{ caipNetworkId: 'eip155:1', rpcUrl: 'http://127.0.0.1:1' }] })).toThrow(
      /Solana CAIP-2 id/,
    )
    const cluster = { caipNetworkId: SOLANA, rpcUrl: 'http://127.0.0.1:1' }
    expect(() => resolveCloudOptions({ chains: [cluster] })).toThrow(
      `${SOLANA} is not an EVM chain: configure it in solanaChains`,
    )
    expect(invalid({ solanaChains: [cluster, cluster] })).toThrow(`${SOLANA} is configured twice`)
    expect(
      invalid({
        solanaChains: [{ ...cluster, tokens: [{ mint: '0xabc', symbol: 'X', name: 'X', decimals: 6 }] }],
      }),
    ).toThrow(/base58 of 32 bytes/)
    const unknown = 'bip122:00000000000000000000000000000001'
    expect(
      invalid({ bitcoinChains: [{ caipNetworkId: unknown, esploraUrl: 'http://127.0.0.1:1' }] }),
    ).toThrow(/not a well-known Bitcoin network/)
    expect(
      resolveCloudOptions({
        chains: [],
        bitcoinChains: [{ caipNetworkId: unknown, esploraUrl: 'http://127.0.0.1:1', network: 'signet' }],
      }).bitcoinChains[0]?.network,
    ).toBe('signet')
  })
})
