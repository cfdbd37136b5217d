import { ChainSwitchError, UserRejectedRequestError } from '@airlock/core'
import { afterEach, describe, expect, it } from 'vitest'
import { verifyBitcoinMessage } from './bip322/index.ts'
import {
  afterThisTest,
  alice,
  mainnet,
  registry,
  regtest,
  resetAdapterTests,
  setup,
  standard,
  xverse,
} from './test/adapterSetup.ts'
import { REGTEST } from './test/keys.ts'
import {
  createSolanaOnlyWallet,
  createStandardWalletDouble,
  ICON,
  registerStandardWallet,
} from './test/walletStandard.ts'

afterEach(resetAdapterTests)

describe('bitcoin adapter: discovery', () => {
  it('publishes a Wallet Standard wallet and a sats-connect provider, not a Solana-only wallet', () => {
    standard('Magic Eden')
    afterThisTest(registerStandardWallet(registry, createSolanaOnlyWallet('Solflare')))
    xverse()
    const { published } = setup()
    expect(published()).toEqual([
      { id: 'Magic Eden', name: 'Magic Eden', type: 'ANNOUNCED', chain: 'bip122', imageUrl: ICON },
      {
        id: 'XverseProviders.BitcoinProvider',
        name: 'Xverse',
        type: 'INJECTED',
        chain: 'bip122',
        imageUrl: ICON,
      },
    ])
  })

  it('lists a wallet present both ways once, as its Wallet Standard self', () => {
    standard('Xverse')
    xverse()
    const { published } = setup()
    expect(published()).toEqual([
      { id: 'Xverse', name: 'Xverse', type: 'ANNOUNCED', chain: 'bip122', imageUrl: ICON },
    ])
  })

  it('publishes a wallet registered after the kit started, and drops it when it unregisters', () => {
    const { published } = setup()
    expect(published()).toEqual([])
    const double = createStandardWalletDouble('Late Wallet', alice, { features: 'standard-only' })
    const unregister = registerStandardWallet(registry, double.wallet)
    expect(published().map((c) => c.id)).toEqual(['Late Wallet'])
    unregister()
    expect(published()).toEqual([])
  })
})

describe('bitcoin adapter: Wallet Standard', () => {
  it('connects with payment and ordinals: the payment address, the network, every address with its type', async () => {
    const double = standard('Magic Eden')
    const { adapter } = setup()
    const result = await adapter.connect({ connectorId: 'Magic Eden', caipNetwork: regtest })
    expect(double.calls[0]).toEqual({
      feature: 'bitcoin:connect',
      input: { purposes: ['payment', 'ordinals'] },
    })
    expect(result).toEqual({
      address: alice.payment,
      chainId: REGTEST,
      accounts: [alice.payment, alice.ordinals],
      typedAccounts: [
        { address: alice.payment, type: 'payment' },
        { address: alice.ordinals, type: 'ordinals' },
      ],
    })
    expect(adapter.accountsOf('Magic Eden')[0]).toMatchObject({
      purpose: 'payment',
      publicKey: alice.publicKeyHex,
    })
  })

  it('connects a wallet that grants bitcoin accounts through standard:connect', async () => {
    const double = standard('Plain', { features: 'standard-only' })
    const { adapter } = setup()
    const result = await adapter.connect({ connectorId: 'Plain' })
    expect(double.calls.map((c) => c.feature)).toEqual(['standard:connect'])
    // No purpose on the accounts would also do: taproot next to p2wpkh holds ordinals.
    expect(result.typedAccounts.map((a) => a.type)).toEqual(['payment', 'ordinals'])
  })

  it('signs a message with BIP-322 that verifies', async () => {
    const double = standard('Magic Eden')
    const { adapter } = setup()
    await adapter.connect({ connectorId: 'Magic Eden', caipNetwork: regtest })
    const signature = await adapter.signMessage({
      message: 'Sign in to Airlock',
      address: alice.payment,
      connectorId: 'Magic Eden',
    })
    expect(verifyBitcoinMessage({ address: alice.payment, message: 'Sign in to Airlock', signature })).toBe(
      true,
    )
    expect(double.calls.at(-1)?.input).toMatchObject([{ protocol: 'bip322' }])
  })

  it('a declined signature is a UserRejectedRequestError saying Signature declined', async () => {
    standard('Grumpy', { reject: true }).grant()
    const { adapter } = setup()
    await adapter.reconnect({ connectorId: 'Grumpy' })
    const error = await adapter
      .signMessage({ message: 'hi', address: alice.payment, connectorId: 'Grumpy' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).shortMessage).toBe('Signature declined')
  })

  it('reconnects silently only when the wallet still grants its accounts', async () => {
    const double = standard('Magic Eden')
    const { adapter } = setup()
    expect(await adapter.reconnect({ connectorId: 'Magic Eden' })).toBeUndefined()
    double.grant()
    expect((await adapter.reconnect({ connectorId: 'Magic Eden' }))?.address).toBe(alice.payment)
    expect(double.calls.every((c) => c.feature === 'standard:connect')).toBe(true)
  })

  it("follows the wallet's account changes", async () => {
    const double = standard('Magic Eden')
    const { adapter, events } = setup()
    await adapter.connect({ connectorId: 'Magic Eden' })
    double.change([...double.wallet.accounts].reverse())
    expect(events.accountsChanged).toHaveBeenLastCalledWith('Magic Eden', [alice.payment, alice.ordinals])
    await adapter.disconnect({ connectorId: 'Magic Eden' })
    expect(double.calls.at(-1)?.feature).toBe('standard:disconnect')
  })

  it('cannot move a regtest connection to mainnet: a ChainSwitchError', async () => {
    standard('Magic Eden')
    const { adapter } = setup()
    await adapter.connect({ connectorId: 'Magic Eden' })
    await expect(
      adapter.switchNetwork({ caipNetwork: mainnet, connectorId: 'Magic Eden' }),
    ).rejects.toBeInstanceOf(ChainSwitchError)
    await expect(
      adapter.switchNetwork({ caipNetwork: regtest, connectorId: 'Magic Eden' }),
    ).resolves.toBeUndefined()
  })
})
