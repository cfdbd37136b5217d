import { describe, expect, it } from 'vitest'
import { airlockBitcoinTestChain } from './bitcoinTest.ts'
import { allNetworks, bitcoin, bitcoinTestnet } from './index.ts'

describe('airlockBitcoinTestChain', () => {
  it('is the test chain of @airlock/testing: regtest genesis reference, BTC, Esplora on 8791', () => {
    expect(airlockBitcoinTestChain.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    expect(airlockBitcoinTestChain).toMatchObject({
      id: '0f9188f13cb7b2c71f2a335e3a4fc328',
      name: 'Airlock Bitcoin Test Chain',
      network: 'bitcoin-test-chain',
      chainNamespace: 'bip122',
      nativeCurrency: { symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8791'] } },
      testnet: false,
    })
    expect(Object.isFrozen(airlockBitcoinTestChain)).toBe(true)
  })

  it('is neither Bitcoin mainnet nor testnet', () => {
    expect(airlockBitcoinTestChain.caipNetworkId).not.toBe(bitcoin.caipNetworkId)
    expect(airlockBitcoinTestChain.caipNetworkId).not.toBe(bitcoinTestnet.caipNetworkId)
    const found = allNetworks.find(
      (network) => network.caipNetworkId === airlockBitcoinTestChain.caipNetworkId,
    )
    expect(found === undefined || found === airlockBitcoinTestChain).toBe(true)
  })
})
