import { describe, expect, it } from 'vitest'
import { parseCaipNetworkId } from '../shared/caip.ts'
import {
  airlockDevnet,
  allNetworks,
  arbitrum,
  avalanche,
  base,
  bitcoin,
  bitcoinTestnet,
  bsc,
  celo,
  gnosis,
  mainnet,
  optimism,
  polygon,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
  zksync,
  zora,
} from './index.ts'

const DECIMALS_BY_NAMESPACE = { eip155: 18, solana: 9, bip122: 8 } as const

describe('allNetworks', () => {
  it('holds every network definition once', () => {
    expect(allNetworks).toHaveLength(18)
    expect(new Set(allNetworks).size).toBe(allNetworks.length)
    expect(Object.isFrozen(allNetworks)).toBe(true)
  })

  it('has unique CAIP-2 ids, deprecated ids included', () => {
    const ids = allNetworks.flatMap((n) => [n.caipNetworkId, n.deprecatedCaipNetworkId ?? []].flat())
    expect(new Set(ids).size).toBe(ids.length)
  })

  it.each(allNetworks.map((n) => [n.name, n] as const))(
    '%s: CAIP-2 id parses to namespace:id',
    (_, network) => {
      expect(parseCaipNetworkId(network.caipNetworkId)).toEqual({
        chainNamespace: network.chainNamespace,
        chainId: String(network.id),
      })
    },
  )

  it.each(allNetworks.map((n) => [n.name, n] as const))(
    '%s: native decimals match its namespace',
    (_, network) => {
      expect(network.nativeCurrency.decimals).toBe(
        DECIMALS_BY_NAMESPACE[network.chainNamespace as keyof typeof DECIMALS_BY_NAMESPACE],
      )
    },
  )

  it.each(allNetworks.map((n) => [n.name, n] as const))('%s: has an image id and is frozen', (_, network) => {
    expect(network.assets?.imageId).toMatch(/^[a-z0-9-]+$/)
    expect(Object.isFrozen(network)).toBe(true)
    expect(Object.isFrozen(network.rpcUrls.default.http)).toBe(true)
  })

  it.each(allNetworks.filter((n) => n !== airlockDevnet).map((n) => [n.name, n] as const))(
    '%s: public RPC and explorer are https',
    (_, network) => {
      expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
      for (const url of network.rpcUrls.default.http) expect(url).toMatch(/^https:\/\//)
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\//)
    },
  )
})

describe('EVM networks', () => {
  it.each([
    { network: mainnet, id: 1, symbol: 'ETH', testnet: false, explorer: 'https://etherscan.io' },
    { network: optimism, id: 10, symbol: 'ETH', testnet: false, explorer: 'https://optimistic.etherscan.io' },
    { network: arbitrum, id: 42161, symbol: 'ETH', testnet: false, explorer: 'https://arbiscan.io' },
    { network: polygon, id: 137, symbol: 'POL', testnet: false, explorer: 'https://polygonscan.com' },
    { network: base, id: 8453, symbol: 'ETH', testnet: false, explorer: 'https://basescan.org' },
    { network: bsc, id: 56, symbol: 'BNB', testnet: false, explorer: 'https://bscscan.com' },
    { network: avalanche, id: 43114, symbol: 'AVAX', testnet: false, explorer: 'https://snowtrace.io' },
    { network: zksync, id: 324, symbol: 'ETH', testnet: false, explorer: 'https://explorer.zksync.io' },
    { network: gnosis, id: 100, symbol: 'xDAI', testnet: false, explorer: 'https://gnosisscan.io' },
    { network: celo, id: 42220, symbol: 'CELO', testnet: false, explorer: 'https://celoscan.io' },
    { network: zora, id: 7777777, symbol: 'ETH', testnet: false, explorer: 'https://explorer.zora.energy' },
    {
      network: sepolia,
      id: 11155111,
      symbol: 'ETH',
      testnet: true,
      explorer: 'https://sepolia.etherscan.io',
    },
  ])('$network.name is chain $id', ({ network, id, symbol, testnet, explorer }) => {
    expect(network.id).toBe(id)
    expect(network.caipNetworkId).toBe(`eip155:${id}`)
    expect(network.chainNamespace).toBe('eip155')
    expect(network.nativeCurrency.symbol).toBe(symbol)
    expect(network.testnet).toBe(testnet)
    expect(network.blockExplorers?.default.url).toBe(explorer)
  })
})

describe('airlockDevnet', () => {
  it('is the local chain 31337 on 127.0.0.1:8545, a development chain (not a testnet) without explorer', () => {
    expect(airlockDevnet).toMatchObject({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      name: 'Airlock Devnet',
      chainNamespace: 'eip155',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: false,
    })
    expect(airlockDevnet.blockExplorers).toBeUndefined()
  })
})

describe('Solana networks', () => {
  it.each([
    {
      network: solana,
      id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      deprecatedId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
      testnet: false,
    },
    {
      network: solanaDevnet,
      id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      deprecatedId: 'solana:8E9rvCKLFQia2Y35HvivXa6VTKMtYNnZ',
      testnet: true,
    },
    {
      network: solanaTestnet,
      id: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      deprecatedId: 'solana:6ZmZbzaNWS4vnoMsmrEDzPpjyVhhmL9Q',
      testnet: true,
    },
  ])('$network.name is $id, formerly $deprecatedId', ({ network, id, deprecatedId, testnet }) => {
    expect(network.caipNetworkId).toBe(id)
    expect(network.deprecatedCaipNetworkId).toBe(deprecatedId)
    expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    expect(network.testnet).toBe(testnet)
  })
})

describe('Bitcoin networks', () => {
  it.each([
    { network: bitcoin, id: 'bip122:000000000019d6689c085ae165831e93', testnet: false },
    { network: bitcoinTestnet, id: 'bip122:000000000933ea01ad0ee984209779ba', testnet: true },
  ])('$network.name is $id', ({ network, id, testnet }) => {
    expect(network.caipNetworkId).toBe(id)
    expect(network.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
    expect(network.testnet).toBe(testnet)
    expect(network.deprecatedCaipNetworkId).toBeUndefined()
  })
})
