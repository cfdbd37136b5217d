import { airlockDevnet, mainnet, NoConnectionClientError } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { addChainParams, createEvmAdapter } from './adapter.ts'
import { UserRejectedRequestError, WalletError } from './errors.ts'
import { ADDRESS, HASH, ID, rejection, SIGNATURE, setup } from './test/adapterSetup.ts'
import { announce, createFakeProvider, createFakeWindow, ICON } from './test/fakeProvider.ts'

describe('evm adapter', () => {
  it('publishes discovered connectors without their providers', () => {
    const { context } = setup()
    expect(context.setConnectors).toHaveBeenLastCalledWith([
      { id: ID, name: 'Alpha', type: 'ANNOUNCED', chain: 'eip155', imageUrl: ICON, info: { rdns: ID } },
    ])
  })

  it('connects: accounts and chain id from the wallet', async () => {
    const { adapter, wallet } = setup()
    expect(await adapter.connect({ connectorId: ID })).toEqual({
      address: ADDRESS,
      accounts: [ADDRESS],
      chainId: 31337,
    })
    expect(wallet.calls.map((c) => c.method)).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  it.each([4001, 5000])('maps code %i to a declined WalletError', async (code) => {
    const { adapter } = setup({
      eth_requestAccounts: () => {
        throw rejection(code)
      },
    })
    const error = await adapter.connect({ connectorId: ID }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletError)
    expect(error).toMatchObject({ code, isUserRejection: true })
  })

  it('forwards wallet events after connect and stops after disconnect', async () => {
    const { adapter, wallet, events } = setup({ wallet_revokePermissions: () => null })
    await adapter.connect({ connectorId: ID })
    wallet.emit('accountsChanged', ['0x2222222222222222222222222222222222222222'])
    wallet.emit('chainChanged', '0x1')
    wallet.emit('disconnect', { code: 4900 })
    expect(events.accountsChanged).toHaveBeenCalledWith(ID, ['0x2222222222222222222222222222222222222222'])
    expect(events.chainChanged).toHaveBeenCalledWith(ID, 1)
    expect(events.disconnect).toHaveBeenCalledWith(ID)
    await adapter.disconnect({ connectorId: ID })
    expect(wallet.listenerCount('accountsChanged')).toBe(0)
    expect(wallet.calls.at(-1)?.method).toBe('wallet_revokePermissions')
  })

  it('reconnects silently with eth_accounts, undefined when access is gone', async () => {
    const granted = setup()
    expect(await granted.adapter.reconnect({ connectorId: ID })).toMatchObject({
      address: ADDRESS,
      chainId: 31337,
    })
    expect(granted.wallet.calls.some((c) => c.method === 'eth_requestAccounts')).toBe(false)
    const revoked = setup({ eth_accounts: () => [] })
    expect(await revoked.adapter.reconnect({ connectorId: ID })).toBeUndefined()
  })

  it('reconnect waits for a wallet that announces late', async () => {
    const win = createFakeWindow()
    const adapter = createEvmAdapter({ window: win })
    adapter.init({
      setConnectors: () => {},
      events: { accountsChanged() {}, chainChanged() {}, disconnect() {} },
      networks: () => [],
      sharedProvider: () => undefined,
    })
    const pending = adapter.reconnect({ connectorId: ID })
    const wallet = createFakeProvider({ eth_accounts: () => [ADDRESS], eth_chainId: () => '0x1' })
    setTimeout(() => announce(win, { uuid: 'u', name: 'Alpha', icon: ICON, rdns: ID }, wallet.provider), 20)
    expect(await pending).toMatchObject({ address: ADDRESS, chainId: 1 })
  })

  it('reads the native balance through the wallet when it is on that network', async () => {
    const { adapter } = setup()
    expect(
      await adapter.getBalance({ address: ADDRESS, caipNetwork: airlockDevnet, connectorId: ID }),
    ).toEqual({
      balance: '1',
      symbol: 'ETH',
    })
  })

  it('switches chain with wallet_switchEthereumChain', async () => {
    const { adapter, wallet } = setup({ wallet_switchEthereumChain: () => null })
    await adapter.switchNetwork({ caipNetwork: mainnet, connectorId: ID })
    expect(wallet.calls.at(-1)).toEqual({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x1' }],
    })
  })

  it.each([4902, -32603, 5000])('adds the chain and switches again on error %i', async (code) => {
    let first = true
    const { adapter, wallet } = setup({
      wallet_switchEthereumChain: () => {
        if (first) {
          first = false
          throw Object.assign(new Error('Unrecognized chain'), { code })
        }
        return null
      },
      wallet_addEthereumChain: () => null,
    })
    await adapter.switchNetwork({ caipNetwork: mainnet, connectorId: ID })
    expect(wallet.calls.map((c) => c.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(wallet.calls[1]?.params).toEqual([addChainParams(mainnet)])
  })

  it('does not add the chain on other errors', async () => {
    const { adapter, wallet } = setup({
      wallet_switchEthereumChain: () => {
        throw rejection(4001)
      },
    })
    await expect(adapter.switchNetwork({ caipNetwork: mainnet, connectorId: ID })).rejects.toMatchObject({
      isUserRejection: true,
    })
    expect(wallet.calls.some((c) => c.method === 'wallet_addEthereumChain')).toBe(false)
  })

  it('a connection whose wallet is gone says No ConnectionController client found', async () => {
    const { adapter } = setup()
    const error = await adapter
      .signMessage({ message: 'hi', address: ADDRESS, connectorId: 'io.gone' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NoConnectionClientError)
    expect(error).toMatchObject({ shortMessage: 'No ConnectionController client found', namespace: 'eip155' })
  })

  it('signs with personal_sign (hex-encoded) and maps a refusal to Signature declined', async () => {
    const ok = setup({ personal_sign: () => SIGNATURE })
    expect(await ok.adapter.signMessage({ message: 'hi', address: ADDRESS, connectorId: ID })).toBe(SIGNATURE)
    expect(ok.wallet.calls.at(-1)).toEqual({ method: 'personal_sign', params: ['0x6869', ADDRESS] })
    const refused = setup({
      personal_sign: () => {
        throw rejection(4001)
      },
    })
    const error = await refused.adapter
      .signMessage({ message: 'hi', address: ADDRESS, connectorId: ID })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ shortMessage: 'Signature declined', code: 4001 })
  })

  it('sends a transaction with hex value and empty data by default', async () => {
    const { adapter, wallet } = setup({ eth_sendTransaction: () => HASH })
    const hash = await adapter.sendTransaction({
      connectorId: ID,
      caipNetwork: airlockDevnet,
      from: ADDRESS,
      to: ADDRESS,
      value: 10n ** 18n,
    })
    expect(hash).toBe(HASH)
    expect(wallet.calls.at(-1)?.params).toEqual([
      { from: ADDRESS, to: ADDRESS, data: '0x', value: '0xde0b6b3a7640000' },
    ])
  })

  it('explains a node error readably', async () => {
    const { adapter } = setup({
      eth_sendTransaction: () => {
        throw Object.assign(new Error('insufficient funds for gas * price + value'), { code: -32000 })
      },
    })
    const error = await adapter
      .sendTransaction({ connectorId: ID, caipNetwork: airlockDevnet, from: ADDRESS, to: ADDRESS, value: 1n })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletError)
    expect((error as Error).message.toLowerCase()).toContain('insufficient funds')
  })
})
