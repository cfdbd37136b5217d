import { describe, expect, it } from 'vitest'
import { createKit } from '../kit.ts'
import { airlockBitcoinTestChain, airlockDevnet, solana, solanaDevnet } from '../networks/index.ts'
import { createMemoryBackend, StorageKeys } from '../storage/storage.ts'
import { createFakeAdapter, flush, testConnector } from '../test/fakeAdapter.ts'
import type { ConnectorInfo } from './connectorsStore.ts'

const PAYMENT = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const ORDINALS = 'bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6'
const btcConnector: ConnectorInfo = {
  id: 'btc.wallet',
  name: 'Btc Wallet',
  type: 'ANNOUNCED',
  chain: 'bip122',
}

function bitcoinKit() {
  const btc = createFakeAdapter('bip122')
  btc.state.connectors = [btcConnector]
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockBitcoinTestChain],
    adapters: [btc.adapter],
    storage: createMemoryBackend(),
    isMobile: () => false,
  })
  return { airlock, btc }
}

describe('account types', () => {
  it("records the adapter's typed accounts: bip122 payment and ordinals, the payment one active", async () => {
    const { airlock, btc } = bitcoinKit()
    btc.state.connectResult = {
      address: PAYMENT,
      chainId: String(airlockBitcoinTestChain.id),
      accounts: [PAYMENT, ORDINALS],
      typedAccounts: [
        { address: PAYMENT, type: 'payment' },
        { address: ORDINALS, type: 'ordinals' },
      ],
    }
    await airlock.connect(btcConnector)
    expect(airlock.account.get('bip122')).toMatchObject({
      address: PAYMENT,
      caipAddress: `${airlockBitcoinTestChain.caipNetworkId}:${PAYMENT}`,
      preferredAccountType: 'payment',
      allAccounts: [
        { address: PAYMENT, type: 'payment' },
        { address: ORDINALS, type: 'ordinals' },
      ],
    })
  })

  it('makes the payment account active even when the adapter named the ordinals one first', async () => {
    const { airlock, btc } = bitcoinKit()
    btc.state.connectResult = {
      address: ORDINALS,
      chainId: String(airlockBitcoinTestChain.id),
      accounts: [ORDINALS, PAYMENT],
      // WalletConnect's bip122 intention is `ordinal`; an unknown word falls back to the namespace's default.
      typedAccounts: [
        { address: ORDINALS, type: 'ordinal' },
        { address: PAYMENT, type: 'something-new' },
      ],
    }
    await airlock.connect(btcConnector)
    expect(airlock.account.get('bip122')?.address).toBe(PAYMENT)
    expect(airlock.account.get('bip122')?.allAccounts).toEqual([
      { address: ORDINALS, type: 'ordinals' },
      { address: PAYMENT, type: 'payment' },
    ])
  })

  it('keeps the types on accountsChanged; an address never named takes the namespace default', async () => {
    const { airlock, btc } = bitcoinKit()
    btc.state.connectResult = {
      address: PAYMENT,
      chainId: String(airlockBitcoinTestChain.id),
      accounts: [PAYMENT, ORDINALS],
      typedAccounts: [
        { address: PAYMENT, type: 'payment' },
        { address: ORDINALS, type: 'ordinals' },
      ],
    }
    await airlock.connect(btcConnector)
    const NEW = 'bcrt1qnewpaymentaddressxxxxxxxxxxxxxxxxxxxxx'
    btc.state.context?.events.accountsChanged(btcConnector.id, [NEW, ORDINALS])
    await flush()
    expect(airlock.account.get('bip122')?.address).toBe(NEW)
    expect(airlock.account.get('bip122')?.allAccounts).toEqual([
      { address: NEW, type: 'payment' },
      { address: ORDINALS, type: 'ordinals' },
    ])
  })

  it('stays on the payment account when the wallet lists its ordinals address first', async () => {
    const { airlock, btc } = bitcoinKit()
    btc.state.connectResult = {
      address: PAYMENT,
      chainId: String(airlockBitcoinTestChain.id),
      accounts: [PAYMENT, ORDINALS],
      typedAccounts: [
        { address: PAYMENT, type: 'payment' },
        { address: ORDINALS, type: 'ordinals' },
      ],
    }
    await airlock.connect(btcConnector)
    btc.state.context?.events.accountsChanged(btcConnector.id, [ORDINALS, PAYMENT])
    await flush()
    expect(airlock.account.get('bip122')?.address).toBe(PAYMENT)
  })

  it('labels the accounts of a wallet that gave no types as EOAs on eip155', async () => {
    const evm = createFakeAdapter('eip155')
    evm.state.connectors = [testConnector]
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [evm.adapter],
      storage: createMemoryBackend(),
      isMobile: () => false,
    })
    await airlock.connect(testConnector)
    const { address, allAccounts, preferredAccountType } = airlock.account.get('eip155') ?? {}
    expect(allAccounts).toEqual([{ address, type: 'eoa' }])
    expect(preferredAccountType).toBeUndefined()
  })
})

describe('restoring a connection with no chain of its own', () => {
  const SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
  const solConnector: ConnectorInfo = {
    id: 'sol.wallet',
    name: 'Sol Wallet',
    type: 'ANNOUNCED',
    chain: 'solana',
  }

  function solanaKit(backend = createMemoryBackend()) {
    const evm = createFakeAdapter('eip155')
    evm.state.connectors = [testConnector]
    evm.state.reconnectResult = { ...evm.state.connectResult, accounts: [] }
    const sol = createFakeAdapter('solana')
    sol.state.connectors = [solConnector]
    sol.state.connectResult = { address: SOL, chainId: String(solanaDevnet.id), accounts: [] }
    sol.state.reconnectResult = { address: SOL, chainId: String(solanaDevnet.id), accounts: [SOL] }
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet, solana, solanaDevnet],
      adapters: [evm.adapter, sol.adapter],
      storage: backend,
      isMobile: () => false,
    })
    return { airlock, evm, sol, backend }
  }

  it('passes each namespace the network it was on, and the active namespace stays active', async () => {
    const first = solanaKit()
    await first.airlock.switchNetwork(solanaDevnet)
    await first.airlock.connect(solConnector)
    await first.airlock.switchNetwork(airlockDevnet)
    await first.airlock.connect(testConnector)
    expect(JSON.parse(first.backend.getItem(StorageKeys.ACTIVE_CAIP_NETWORK_ID) as string)).toBe(
      airlockDevnet.caipNetworkId,
    )

    // Whichever wallet answers last, the namespace active before the reload stays active.
    const again = solanaKit(first.backend)
    await again.airlock.ready
    const reconnectOf = (fake: ReturnType<typeof createFakeAdapter>) =>
      fake.calls.find((c) => c.method === 'reconnect')?.params
    expect(reconnectOf(again.sol)).toEqual({
      connectorId: solConnector.id,
      caipNetwork: expect.objectContaining({ caipNetworkId: solanaDevnet.caipNetworkId }),
    })
    expect(reconnectOf(again.evm)).toEqual({
      connectorId: testConnector.id,
      caipNetwork: expect.objectContaining({ caipNetworkId: airlockDevnet.caipNetworkId }),
    })
    expect(again.airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe(airlockDevnet.caipNetworkId)
    expect(again.airlock.account.get('solana')?.caipAddress).toBe(`${solanaDevnet.caipNetworkId}:${SOL}`)
  })
})
