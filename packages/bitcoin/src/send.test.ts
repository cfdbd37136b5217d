import { type AdapterContext, type CaipNetwork, defineNetwork, UserRejectedRequestError } from '@airlock/core'
import { WALLET_CONNECT_ID } from '@airlock/core/internal'
import {
  type BitcoinTestChain,
  startBitcoinTestChain,
  testBitcoinAccounts,
} from '@airlock/testing/bitcoin-chain'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type BitcoinAdapter, createBitcoinAdapter } from './adapter.ts'
import { base64ToBytes, bytesToBase64 } from './encoding.ts'
import {
  InsufficientBitcoinError,
  InvalidBitcoinAddressError,
  TransactionNotConfirmedError,
} from './errors.ts'
import { REGTEST, signPsbtWith, testKey } from './test/keys.ts'
import { createWalletRegistry } from './test/registry.ts'
import { installSatsConnectDouble } from './test/satsConnect.ts'
import { createStandardWalletDouble, ICON, registerStandardWallet } from './test/walletStandard.ts'

// A window and a Wallet Standard registry of this file's own: the adapter is handed both, so no global is touched.
const win = new EventTarget() as EventTarget & Record<string, unknown>
const registry = createWalletRegistry()

// The test chain funds account 0 (sha256('airlock-bitcoin-test-account-0')): 1 BTC p2wpkh, 0.1 BTC p2tr.
const payer = testKey('airlock-bitcoin-test-account-0')
const receiver = testKey('airlock-bitcoin-send-test-receiver')
const xverseKey = testKey('airlock-bitcoin-send-test-xverse')

let chain: BitcoinTestChain
let network: CaipNetwork
let adapter: BitcoinAdapter
const cleanups: (() => void)[] = []

beforeAll(async () => {
  chain = await startBitcoinTestChain({ port: 0 })
  network = defineNetwork({
    id: REGTEST,
    name: 'Airlock Bitcoin Test Chain',
    network: 'bitcoin-test-chain',
    chainNamespace: 'bip122',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [chain.url] } },
    testnet: true,
  })
  const wallet = createStandardWalletDouble('Airlock Test Wallet', payer)
  cleanups.push(registerStandardWallet(registry, wallet.wallet))
  installSatsConnectDouble(
    win,
    { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: ICON },
    xverseKey,
  )
  adapter = createBitcoinAdapter({
    window: win,
    wallets: () => registry,
    pollingIntervalMs: 20,
    confirmationTimeoutMs: 2_000,
  })
  const context: AdapterContext = {
    setConnectors: vi.fn(),
    events: { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() },
    networks: () => [network],
    sharedProvider: () => undefined,
  }
  cleanups.push(adapter.init(context))
  await adapter.connect({ connectorId: 'Airlock Test Wallet', caipNetwork: network })
})

afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  await chain?.stop()
})

afterEach(async () => {
  await chain.mine()
})

const balanceOf = async (address: string) =>
  (await adapter.getBalance({ address, caipNetwork: network })).balance

describe('bitcoin adapter on the Bitcoin test chain', () => {
  it("reads balances from the network's Esplora API, in BTC", async () => {
    expect(payer.payment).toBe(testBitcoinAccounts[0]?.address)
    expect(await adapter.getBalance({ address: payer.payment, caipNetwork: network })).toEqual({
      balance: '1',
      symbol: 'BTC',
    })
    expect(await balanceOf(payer.ordinals)).toBe('0.1')
    expect(await balanceOf(receiver.payment)).toBe('0')
  })

  it('sends through a PSBT the Wallet Standard wallet signs: the receiver gets the amount, the payer pays the fee', async () => {
    const before = await chain.balance(payer.payment)
    const { total: fee } = await adapter.estimateTransferFee!({
      caipNetwork: network,
      from: payer.payment,
      to: receiver.payment,
      amount: 25_000_000n,
      decimals: 8,
    })
    expect(fee).toBeGreaterThan(0n)
    const txid = await adapter.sendTransaction({
      connectorId: 'Airlock Test Wallet',
      caipNetwork: network,
      from: payer.payment,
      to: receiver.payment,
      value: 25_000_000n,
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    // In the mempool: Esplora's balance counts it already.
    expect(await balanceOf(receiver.payment)).toBe('0.25')
    await chain.mine()
    expect(await adapter.waitForTransaction!({ caipNetwork: network, hash: txid })).toBe('success')
    expect(await chain.balance(receiver.payment)).toBe(25_000_000n)
    expect(await chain.balance(payer.payment)).toBe(before - 25_000_000n - fee)
  })

  it('spends from the taproot (ordinals) address with the key the wallet gave', async () => {
    const txid = await adapter.sendTransaction({
      connectorId: 'Airlock Test Wallet',
      caipNetwork: network,
      from: payer.ordinals,
      to: receiver.payment,
      value: 1_000_000n,
    })
    await chain.mine()
    expect(await adapter.waitForTransaction!({ caipNetwork: network, hash: txid })).toBe('success')
    expect(await chain.balance(receiver.payment)).toBe(26_000_000n)
  })

  it('a sats-connect wallet without sendTransfer signs a PSBT instead (signPsbt)', async () => {
    await chain.faucet(xverseKey.payment, 500_000n)
    await chain.mine()
    await adapter.connect({ connectorId: 'XverseProviders.BitcoinProvider', caipNetwork: network })
    const txid = await adapter.sendTransaction({
      connectorId: 'XverseProviders.BitcoinProvider',
      caipNetwork: network,
      from: xverseKey.payment,
      to: receiver.ordinals,
      value: 100_000n,
    })
    await chain.mine()
    expect(await adapter.waitForTransaction!({ caipNetwork: network, hash: txid })).toBe('success')
    expect(await chain.balance(receiver.ordinals)).toBe(100_000n)
  })

  it('a WalletConnect wallet without sendTransfer signs the PSBT (signPsbt with signInputs)', async () => {
    const wcKey = testKey('airlock-bitcoin-send-test-walletconnect')
    await chain.faucet(wcKey.payment, 300_000n)
    await chain.mine()
    const requests: { method: string; params: Record<string, unknown> }[] = []
    const provider = {
      sessionAccounts: () => [`bip122:${REGTEST}:${wcKey.payment}`],
      async request({ method, params }: { method: string; params?: unknown }) {
        const input = params as Record<string, unknown>
        requests.push({ method, params: input })
        if (method === 'signPsbt') {
          return { psbt: bytesToBase64(signPsbtWith(wcKey, base64ToBytes(input.psbt as string))) }
        }
        // What the kit's protocol client throws for a method the session did not approve.
        throw Object.assign(new Error(`Missing or invalid. request() method: ${method}`), { code: 5 })
      },
      on: vi.fn(),
      removeListener: vi.fn(),
    }
    const wc = createBitcoinAdapter({ window: win, wallets: () => registry })
    wc.init({
      setConnectors: vi.fn(),
      events: { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() },
      networks: () => [network],
      sharedProvider: (id) => (id === WALLET_CONNECT_ID ? provider : undefined),
    })
    await wc.connect({ connectorId: WALLET_CONNECT_ID, caipNetwork: network })
    const txid = await wc.sendTransaction({
      connectorId: WALLET_CONNECT_ID,
      caipNetwork: network,
      from: wcKey.payment,
      to: receiver.payment,
      value: 50_000n,
    })
    expect(requests.map((r) => r.method)).toEqual(['getAccountAddresses', 'sendTransfer', 'signPsbt'])
    expect(requests.at(-1)?.params).toMatchObject({
      account: wcKey.payment,
      signInputs: [{ address: wcKey.payment, index: 0 }],
      broadcast: false,
    })
    await chain.mine()
    expect((await chain.balance(receiver.payment)) >= 50_000n).toBe(true)
    expect(await wc.waitForTransaction!({ caipNetwork: network, hash: txid })).toBe('success')
  })

  it('refuses what cannot be sent: more than the UTXOs hold, or an address of another network', async () => {
    const send = (to: string, value: bigint) =>
      adapter.sendTransaction({
        connectorId: 'Airlock Test Wallet',
        caipNetwork: network,
        from: payer.payment,
        to,
        value,
      })
    await expect(send(receiver.payment, 5_000_000_000n)).rejects.toBeInstanceOf(InsufficientBitcoinError)
    await expect(send('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 1_000n)).rejects.toBeInstanceOf(
      InvalidBitcoinAddressError,
    )
  })

  it('a PSBT the wallet declines is a UserRejectedRequestError; nothing is broadcast', async () => {
    const declining = createStandardWalletDouble('Declining', payer, { reject: true })
    cleanups.push(registerStandardWallet(registry, declining.wallet))
    declining.grant()
    await adapter.reconnect({ connectorId: 'Declining' })
    const before = await chain.balance(payer.payment)
    await expect(
      adapter.sendTransaction({
        connectorId: 'Declining',
        caipNetwork: network,
        from: payer.payment,
        to: receiver.payment,
        value: 10_000n,
      }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await chain.balance(payer.payment)).toBe(before)
  })

  it('waitForTransaction gives up after its timeout while the transaction waits for a block', async () => {
    const txid = await adapter.sendTransaction({
      connectorId: 'Airlock Test Wallet',
      caipNetwork: network,
      from: payer.payment,
      to: receiver.payment,
      value: 10_000n,
    })
    const quick = createBitcoinAdapter({
      window: win,
      wallets: () => registry,
      pollingIntervalMs: 20,
      confirmationTimeoutMs: 100,
    })
    await expect(quick.waitForTransaction!({ caipNetwork: network, hash: txid })).rejects.toBeInstanceOf(
      TransactionNotConfirmedError,
    )
  })
})
