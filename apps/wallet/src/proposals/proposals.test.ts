import { afterEach, describe, expect, it } from 'vitest'
import type { PendingProposal } from '../store/walletState.ts'
import {
  type RelayKit,
  SMART_ADDRESS,
  testContext,
  until,
  walletOnMemoryRelay,
} from '../wallet/wallet.testkit.ts'
import { grantFor, NO_SUPPORTED_NETWORK, visibleProposals } from './proposals.ts'

const kits: RelayKit[] = []
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.stop()))
})

const proposal = (optionalNamespaces: Record<string, unknown>, pairingTopic = 'p1'): PendingProposal =>
  ({
    id: 1,
    params: {
      id: 1,
      pairingTopic,
      requiredNamespaces: {},
      optionalNamespaces,
      proposer: { publicKey: '00', metadata: { name: 'Test Dapp', description: '', url: '', icons: [] } },
    },
  }) as unknown as PendingProposal

const evm = { eip155: { chains: ['eip155:31337', 'eip155:1'], methods: ['personal_sign'], events: [] } }

describe('what approving a proposal grants', () => {
  it('grants the exposed address on the networks the wallet knows, with the smart-account methods', () => {
    const state = testContext({
      accountMode: 'smartAccount',
      smartAccount: { status: 'ready', address: SMART_ADDRESS, deployed: false },
    }).store.getState()
    const { namespaces } = grantFor(state, proposal(evm))
    expect(namespaces?.eip155?.accounts).toEqual([
      `eip155:31337:${SMART_ADDRESS}`,
      `eip155:1:${SMART_ADDRESS}`,
    ])
    expect(namespaces?.eip155?.methods).toContain('wallet_sendCalls')
  })

  it('cannot approve while the smart account is read, or unavailable', () => {
    const loading = testContext({ accountMode: 'smartAccount' }).store.getState()
    expect(grantFor(loading, proposal(evm)).error).toMatch(/still being read/)
    const failed = testContext({
      accountMode: 'smartAccount',
      smartAccount: { status: 'error', message: 'no bundler' },
    }).store.getState()
    expect(grantFor(failed, proposal(evm)).error).toBe('The smart account is unavailable: no bundler')
  })

  it('says so when the dapp asks for no network the wallet supports', () => {
    const state = testContext().store.getState()
    const cosmos = { cosmos: { chains: ['cosmos:cosmoshub-4'], methods: ['cosmos_sign'], events: [] } }
    expect(grantFor(state, proposal(cosmos)).error).toBe(NO_SUPPORTED_NETWORK)
  })

  it('hides a dapp’s fallback proposal while its one-click auth request waits', () => {
    const shown = proposal(evm, 'p2')
    const fallback = { ...proposal(evm, 'p1'), id: 2 }
    const state = { proposals: [fallback, shown], authRequests: [{ topic: 'p1' }] } as never
    expect(visibleProposals(state)).toEqual([shown])
  })
})

describe('answering a proposal', () => {
  it('rejects: the dapp hears no, the proposal leaves, the activity says so', async () => {
    const kit = await walletOnMemoryRelay()
    kits.push(kit)
    const { uri, approval } = await kit.dapp.connect({ optionalNamespaces: evm })
    const settled = approval()
    settled.catch(() => {})
    await kit.wallet.pair(uri as string)
    await until(() => kit.wallet.getState().proposals.length === 1, 'the proposal')
    await kit.wallet.rejectProposal(kit.wallet.getState().proposals[0]?.id as number)
    await expect(settled).rejects.toThrow()
    const state = kit.wallet.getState()
    expect(state.proposals).toEqual([])
    expect(state.sessions).toEqual([])
    expect(state.activity[0]).toMatchObject({
      kind: 'rejected',
      title: 'Rejected a connection from Test Dapp',
    })
  })

  it('does not approve what it cannot grant: the proposal stays, the user is told why', async () => {
    const kit = await walletOnMemoryRelay()
    kits.push(kit)
    const cosmos = { cosmos: { chains: ['cosmos:cosmoshub-4'], methods: ['cosmos_sign'], events: [] } }
    const { uri } = await kit.dapp.connect({ optionalNamespaces: cosmos })
    await kit.wallet.pair(uri as string)
    await until(() => kit.wallet.getState().proposals.length === 1, 'the proposal')
    await kit.wallet.approveProposal(kit.wallet.getState().proposals[0]?.id as number)
    expect(kit.wallet.getState().proposals).toHaveLength(1)
    expect(kit.wallet.getState().toasts.map((toast) => toast.text)).toContain(NO_SUPPORTED_NETWORK)
  })
})
