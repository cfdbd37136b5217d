import { WALLET_CONNECT_ID } from '@airlock/core/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { verifyBitcoinMessage } from './bip322/index.ts'
import { BitcoinWalletUnsupportedError } from './errors.ts'
import { alice, bob, regtest, resetAdapterTests, setup } from './test/adapterSetup.ts'
import { REGTEST, signMessageWith } from './test/keys.ts'

afterEach(resetAdapterTests)

describe('bitcoin adapter: WalletConnect', () => {
  function session(handlers: Record<string, (params: Record<string, unknown>) => unknown>) {
    const calls: { method: string; params: unknown }[] = []
    const provider = {
      sessionAccounts: () => [`bip122:${REGTEST}:${alice.payment}`],
      async request({ method, params }: { method: string; params?: unknown }) {
        calls.push({ method, params })
        const handler = handlers[method]
        if (!handler) throw Object.assign(new Error('Unsupported method'), { code: 5101 })
        return handler(params as Record<string, unknown>)
      },
      on: vi.fn(),
      removeListener: vi.fn(),
    }
    return { provider, calls }
  }

  it('reads the payment and ordinal addresses of the session account', async () => {
    const { provider, calls } = session({
      getAccountAddresses: () => [
        { address: alice.payment, publicKey: alice.publicKeyHex, intention: 'payment' },
        { address: alice.ordinals, publicKey: alice.xOnlyHex, intention: 'ordinal' },
      ],
      signMessage: (params) => ({
        address: params.address,
        signature: hexSignature(params.address as string, params.message as string),
      }),
    })
    const { adapter } = setup(provider)
    const result = await adapter.connect({ connectorId: WALLET_CONNECT_ID, caipNetwork: regtest })
    expect(calls[0]).toEqual({
      method: 'getAccountAddresses',
      params: { account: alice.payment, intentions: ['payment', 'ordinal'] },
    })
    expect(result).toMatchObject({ address: alice.payment, chainId: REGTEST })
    expect(result.typedAccounts).toEqual([
      { address: alice.payment, type: 'payment' },
      { address: alice.ordinals, type: 'ordinals' },
    ])
    const signature = await adapter.signMessage({
      message: 'hello',
      address: alice.payment,
      connectorId: WALLET_CONNECT_ID,
    })
    expect(calls.at(-1)?.params).toEqual({
      account: alice.payment,
      address: alice.payment,
      message: 'hello',
      protocol: 'bip322',
    })
    expect(verifyBitcoinMessage({ address: alice.payment, message: 'hello', signature })).toBe(true)
  })

  it('a wallet without getAccountAddresses connects with the session account as its payment address', async () => {
    const { provider } = session({})
    const { adapter } = setup(provider)
    expect(await adapter.connect({ connectorId: WALLET_CONNECT_ID })).toMatchObject({
      address: alice.payment,
      accounts: [alice.payment],
      chainId: REGTEST,
    })
  })

  it('reconnects from the session alone, without asking the wallet', async () => {
    const { provider, calls } = session({})
    const { adapter } = setup(provider)
    expect(await adapter.reconnect({ connectorId: WALLET_CONNECT_ID })).toMatchObject({
      address: alice.payment,
      chainId: REGTEST,
    })
    expect(calls).toEqual([])
  })

  it('a session that approved neither sendTransfer nor signPsbt cannot send, and the wallet is not asked', async () => {
    const { provider, calls } = session({})
    const { adapter } = setup(
      Object.assign(provider, { sessionMethods: () => ['getAccountAddresses', 'signMessage'] }),
    )
    await adapter.connect({ connectorId: WALLET_CONNECT_ID, caipNetwork: regtest })
    const sent = adapter.sendTransaction({
      connectorId: WALLET_CONNECT_ID,
      caipNetwork: regtest,
      from: alice.payment,
      to: bob.payment,
      value: 1_000n,
    })
    expect(adapter.canSend(WALLET_CONNECT_ID)).toBe(false)
    await expect(sent).rejects.toBeInstanceOf(BitcoinWalletUnsupportedError)
    expect(calls.map((c) => c.method)).toEqual(['getAccountAddresses'])
  })

  it('sends through the wallet’s sendTransfer: recipient, amount in sats as a string, change to the payment address', async () => {
    const { provider, calls } = session({ sendTransfer: () => ({ txid: 'ab'.repeat(32) }) })
    const { adapter } = setup(provider)
    await adapter.connect({ connectorId: WALLET_CONNECT_ID, caipNetwork: regtest })
    const txid = await adapter.sendTransaction({
      connectorId: WALLET_CONNECT_ID,
      caipNetwork: regtest,
      from: alice.payment,
      to: bob.payment,
      value: 12_345n,
    })
    expect(txid).toBe('ab'.repeat(32))
    expect(calls.at(-1)).toEqual({
      method: 'sendTransfer',
      params: {
        account: alice.payment,
        recipientAddress: bob.payment,
        amount: '12345',
        changeAddress: alice.payment,
      },
    })
  })
})

/** A BIP-322 signature in hex, as a few WalletConnect wallets answer: the adapter hands the dapp base64. */
function hexSignature(address: string, message: string): string {
  const base64 = signMessageWith(alice, address, message)
  return Array.from(atob(base64), (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('')
}
