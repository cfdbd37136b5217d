import { airlockDevnet, type SharedProvider } from '@airlock/core'
import { describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from './adapter.ts'
import { WalletError } from './errors.ts'
import { ADDRESS, ID, SIGNATURE, setup } from './test/adapterSetup.ts'
import { createFakeProvider, createFakeWindow } from './test/fakeProvider.ts'

describe('the wallet’s own requests (EIP-5792, ERC-7715)', () => {
  it('passes a method through to the wallet and answers what it answers', async () => {
    const { adapter, wallet } = setup({ wallet_sendCalls: () => ({ id: '0xbatch' }) })
    const answer = await adapter.request?.({
      connectorId: ID,
      method: 'wallet_sendCalls',
      params: [{ calls: [] }],
    })
    expect(answer).toEqual({ id: '0xbatch' })
    expect(wallet.calls.at(-1)).toMatchObject({ method: 'wallet_sendCalls', params: [{ calls: [] }] })
  })

  it('keeps the wallet’s 5700-5760 code on the error', async () => {
    const { adapter } = setup({
      wallet_sendCalls: () => {
        throw Object.assign(new Error('Atomicity not supported'), { code: 5760 })
      },
    })
    const error = await adapter
      .request?.({ connectorId: ID, method: 'wallet_sendCalls', params: [] })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletError)
    expect(error).toMatchObject({ code: 5760 })
  })
})

describe('wallet assets (wallet_getCapabilities, then wallet_getAssets)', () => {
  const assets = [{ address: '0x1', balance: '0x1', type: 'NATIVE', metadata: {} }]

  it('asks for assets only when the wallet supports asset discovery', async () => {
    const { adapter, wallet } = setup({
      wallet_getCapabilities: () => ({ '0x7a69': { assetDiscovery: { supported: true } } }),
      wallet_getAssets: () => ({ '0x7a69': assets }),
    })
    expect(
      await adapter.getWalletAssets?.({ connectorId: ID, address: ADDRESS, caipNetwork: airlockDevnet }),
    ).toEqual(assets)
    expect(wallet.calls.map((c) => c.method)).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    expect(wallet.calls[0]?.params).toEqual([ADDRESS, ['0x7a69']])
    expect(wallet.calls[1]?.params).toEqual([{ account: ADDRESS, chainFilter: ['0x7a69'] }])
  })

  it('stops after the capabilities when discovery is not supported, or the wallet does not know the call', async () => {
    const unsupported = setup({ wallet_getCapabilities: () => ({ '0x7a69': {} }) })
    expect(
      await unsupported.adapter.getWalletAssets?.({
        connectorId: ID,
        address: ADDRESS,
        caipNetwork: airlockDevnet,
      }),
    ).toBeUndefined()
    expect(unsupported.wallet.calls.map((c) => c.method)).toEqual(['wallet_getCapabilities'])
    const unknown = setup()
    expect(
      await unknown.adapter.getWalletAssets?.({
        connectorId: ID,
        address: ADDRESS,
        caipNetwork: airlockDevnet,
      }),
    ).toBeUndefined()
  })

  it('serves a connector the kit provides (WalletConnect) through its shared provider', async () => {
    const adapter = createEvmAdapter({ window: createFakeWindow() })
    const shared = createFakeProvider({
      eth_accounts: () => [ADDRESS],
      eth_requestAccounts: () => [ADDRESS],
      eth_chainId: () => '0xa',
      personal_sign: () => SIGNATURE,
    })
    const events = { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() }
    adapter.init({
      setConnectors: () => {},
      events,
      networks: () => [],
      sharedProvider: (id) => (id === 'walletConnect' ? (shared.provider as SharedProvider) : undefined),
    })
    await expect(adapter.reconnect({ connectorId: 'walletConnect' })).resolves.toEqual({
      address: ADDRESS,
      accounts: [ADDRESS],
      chainId: 10,
    })
    await expect(
      adapter.signMessage({ message: 'hi', address: ADDRESS, connectorId: 'walletConnect' }),
    ).resolves.toBe(SIGNATURE)
    shared.emit('chainChanged', '0x1')
    expect(events.chainChanged).toHaveBeenCalledWith('walletConnect', 1)
    await expect(adapter.connect({ connectorId: 'other' })).rejects.toThrow()
  })
})
