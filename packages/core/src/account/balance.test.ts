import { describe, expect, it } from 'vitest'
import { createKit } from '../kit.ts'
import { airlockDevnet, bitcoin, defineNetwork, mainnet, sepolia } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter, flush, testConnector } from '../test/fakeAdapter.ts'
import type { CaipNetwork, ChainNamespace } from '../types.ts'

const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

/** A kit connected through a fake adapter of `namespace` on `network`. */
async function connectedOn(network: CaipNetwork, namespace: ChainNamespace = network.chainNamespace) {
  const fake = createFakeAdapter(namespace)
  const connector = { ...testConnector, chain: namespace }
  fake.state.connectors = [connector]
  fake.state.connectResult = {
    address: namespace === 'eip155' ? EVM_ADDRESS : BTC_ADDRESS,
    chainId: network.id,
    accounts: [],
  }
  const airlock = createKit({
    projectId: 'test-project',
    networks: [network],
    adapters: [fake.adapter],
    storage: createMemoryBackend(),
    isMobile: () => false,
  })
  await airlock.connect(connector)
  await flush()
  const reads = () => fake.calls.filter((call) => call.method === 'getBalance').length
  return { airlock, fake, reads, account: () => airlock.account.get(namespace) }
}

describe('native balance (0.00 on testnets or unsupported chains)', () => {
  it('reports 0.00 ETH on a testnet without asking the adapter', async () => {
    const { account, reads } = await connectedOn(sepolia)
    expect(account()).toMatchObject({ balance: '0.00', balanceSymbol: 'ETH', balanceLoading: false })
    expect(reads()).toBe(0)
  })

  it('reports 0.00 in the native symbol on a namespace balances do not support (polkadot)', async () => {
    const polkadot = defineNetwork({
      id: '91b171bb158e2d3848fa23a9f1c25182',
      name: 'Polkadot',
      network: 'polkadot',
      chainNamespace: 'polkadot',
      nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
      rpcUrls: { default: { http: ['https://rpc.polkadot.io'] } },
      testnet: false,
    })
    const { account, reads } = await connectedOn(polkadot)
    expect(account()).toMatchObject({ balance: '0.00', balanceSymbol: 'DOT', balanceLoading: false })
    expect(reads()).toBe(0)
  })

  it('reads Bitcoin balances (the cloud reads them from an Esplora API)', async () => {
    const { account, reads } = await connectedOn(bitcoin)
    expect(account()).toMatchObject({ balance: '1.5', balanceSymbol: 'BTC' })
    expect(reads()).toBe(1)
  })

  it('refreshBalance keeps 0.00 on a testnet', async () => {
    const { airlock, account, reads } = await connectedOn(sepolia)
    await airlock.refreshBalance()
    expect(account()?.balance).toBe('0.00')
    expect(reads()).toBe(0)
  })

  it('reads the real balance on a mainnet', async () => {
    const { account, reads } = await connectedOn(mainnet)
    expect(account()).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH' })
    expect(reads()).toBe(1)
  })

  it('reads the real balance on the Airlock devnet: a local chain the kit reads in full, not a testnet', async () => {
    const { account, reads } = await connectedOn(airlockDevnet)
    expect(account()).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH' })
    expect(reads()).toBe(1)
  })
})
