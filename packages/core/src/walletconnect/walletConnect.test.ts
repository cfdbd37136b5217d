import { afterEach, describe, expect, it, vi } from 'vitest'
import { ensurePairing } from '../connect/walletConnect.ts'
import { ErrorMessages } from '../errors.ts'
import { createKit } from '../kit.ts'
import { ChainSwitchError } from '../network/errors.ts'
import { airlockDevnet, mainnet, optimism } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { FAKE_SIGNATURE } from '../test/fakeAdapter.ts'
import { WalletConnectConnectorNotFoundError } from './errors.ts'
import {
  ADDRESS,
  connectThroughQr,
  namespaces,
  sessionAdapter,
  setup,
  stopWalletConnectKits,
} from './walletConnect.fixtures.ts'

// The WalletConnect connector: pairing by QR, signing, switching networks and the chains a session holds.

afterEach(stopWalletConnectKits)

describe('WalletConnect connector', () => {
  it('WalletConnectConnector not found: pairing without a relay (no cloudUrl, no walletConnect.relayUrl)', async () => {
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [sessionAdapter()],
      storage: createMemoryBackend(),
    })
    const error = await ensurePairing(airlock).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectConnectorNotFoundError)
    expect(error).toMatchObject({ shortMessage: 'WalletConnectConnector not found' })
  })

  it('the session provider refuses before connect() and on a namespace the session lacks', async () => {
    const s = await setup()
    const provider = (namespace: string) => s.airlock.walletConnect?.session.provider(namespace)
    await expect(provider('eip155')?.request({ method: 'personal_sign' })).rejects.toThrow(
      ErrorMessages.CONNECT_BEFORE_REQUEST,
    )
    await connectThroughQr(s)
    await expect(provider('solana')?.request({ method: 'solana_signMessage' })).rejects.toThrow(
      ErrorMessages.NAMESPACE_NOT_CONFIGURED,
    )
  })

  it('lists WalletConnect as a connector of each namespace with an adapter', async () => {
    const { airlock } = await setup()
    expect(airlock.connectors.getConnector('walletConnect', 'eip155')).toMatchObject({
      type: 'WALLET_CONNECT',
    })
  })

  it('connects by QR: the uri is stored, the approval connects the account and closes the modal', async () => {
    const s = await setup()
    const events: string[] = []
    s.airlock.events.subscribe((state) => void (state.last && events.push(state.last.event)))
    await connectThroughQr(s)
    expect(s.airlock.account.get('eip155')?.address).toBe(ADDRESS)
    expect(s.airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(s.airlock.connection.getState().connections.eip155?.[0]?.connectorId).toBe('walletConnect')
    expect(s.airlock.modal.getState().open).toBe(false)
    expect(s.airlock.connection.getState().wcUri).toBeUndefined()
    expect(events).toContain('CONNECT_SUCCESS')
  })

  it('signs through the wallet and follows its chainChanged and accountsChanged', async () => {
    const s = await setup()
    const topic = await connectThroughQr(s)
    s.wallet.events.on(
      'session_request',
      ({ id, topic: t, params }) =>
        void s.wallet.respond({
          topic: t,
          // A signature only for personal_sign: the kit refuses anything that is not one.
          response: {
            id,
            jsonrpc: '2.0',
            result: params.request.method === 'personal_sign' ? FAKE_SIGNATURE : 'wrong method',
          },
        }),
    )
    await expect(s.airlock.signMessage('hello')).resolves.toBe(FAKE_SIGNATURE)

    await s.wallet.emit({ topic, chainId: 'eip155:10', event: { name: 'chainChanged', data: 10 } })
    await vi.waitFor(() =>
      expect(s.airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:10'),
    )

    const other = '0x2222222222222222222222222222222222222222'
    await s.wallet.emit({ topic, chainId: 'eip155:10', event: { name: 'accountsChanged', data: [other] } })
    await vi.waitFor(() => expect(s.airlock.account.get('eip155')?.address).toBe(other))
  })

  it('switches network over the session and refuses a chain the wallet did not approve', async () => {
    const s = await setup()
    await connectThroughQr(s)
    const seen: string[] = []
    s.wallet.events.on('session_request', ({ id, topic, params }) => {
      seen.push(params.request.method)
      void s.wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: null } })
    })
    await expect(s.airlock.switchNetwork(optimism)).resolves.toBe(true)
    expect(seen).toEqual(['wallet_switchEthereumChain'])
    expect(s.airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:10')

    s.airlock.open({ view: 'Networks' })
    await expect(s.airlock.switchNetwork(mainnet)).resolves.toBe(false)
    // One wording for a failed chain switch, the catalogue's (errors.ts).
    expect(s.airlock.toast.getState().message).toBe(ErrorMessages.CHAIN_SWITCH_FAILED('eip155:1'))
    expect(s.airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:10')

    // What an adapter sees: a typed ChainSwitchError with 4902, so it may try wallet_addEthereumChain first.
    const provider = s.airlock.walletConnect?.session.provider('eip155')
    const error = await provider
      ?.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainSwitchError)
    expect(error).toMatchObject({
      name: 'ChainSwitchError',
      code: 4902,
      chain: 'eip155:1',
      shortMessage: ErrorMessages.CHAIN_SWITCH_FAILED('eip155:1'),
    })
  })

  it('a chain the dapp does not know opens UnsupportedChain', async () => {
    const s = await setup()
    const topic = await connectThroughQr(s, namespaces(['eip155:31337', 'eip155:5']))
    await s.wallet.emit({ topic, chainId: 'eip155:5', event: { name: 'chainChanged', data: 5 } })
    await vi.waitFor(() => expect(s.airlock.chain.getState().isUnsupportedChain).toBe(true))
    expect(s.airlock.router.getState().view).toBe('UnsupportedChain')
  })
})
