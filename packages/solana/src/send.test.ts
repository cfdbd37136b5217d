import {
  type AdapterContext,
  airlockSolanaLocal,
  type CaipNetwork,
  UserRejectedRequestError,
} from '@airlock/core'
import { devnetSolanaAccounts, devnetSolanaUsdc, type SolanaDevnet, startSolanaDevnet } from '@airlock/devnet'
import {
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaAdapter } from './adapter.ts'
import { encodeBase58 } from './encoding.ts'
import {
  InvalidSolanaAddressError,
  RentExemptionError,
  SolanaRpcError,
  SolanaTokenError,
  TransactionConfirmationTimeoutError,
} from './rpcErrors.ts'
import { createWalletRegistry } from './test/registry.ts'
import { createTestWallet, type TestWallet, type TestWalletOptions } from './test/testWallet.ts'
import { createWalletConnectWallet } from './test/walletConnectWallet.ts'

/*
 * Sends against the real local chain (services/devnet: litesvm behind a Solana JSON-RPC), one chain per file:
 * balances are read back from the chain, and the fee estimate is compared with what the sender was charged.
 */

let devnet: SolanaDevnet
let network: CaipNetwork
const registry = createWalletRegistry()
const cleanups: (() => void)[] = []
const [payer] = devnetSolanaAccounts
if (!payer) throw new Error('the devnet has no Solana test accounts')

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
  network = { ...airlockSolanaLocal, rpcUrls: { default: { http: [devnet.rpcUrl] } } }
})
afterAll(async () => {
  await devnet?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

let receivers = 0
/** An address that has never been used on the chain (no SOL, no token account). */
async function freshAddress(): Promise<string> {
  receivers += 1
  const seed = receivers.toString(16).padStart(2, '0').repeat(32)
  return (await createTestWallet({ seedHex: seed })).address
}

/** A fresh address without a key (any 32 bytes are an address; no key is needed to receive). */
function freshAddressSync(): string {
  receivers += 1
  return encodeBase58(new Uint8Array(32).fill(receivers))
}

function start(shared?: AdapterContext['sharedProvider']) {
  // Polling every 50 ms: the local chain confirms at once, and the tests need not wait out Solana's 400 ms slots.
  const adapter = createSolanaAdapter({ wallets: () => registry, confirmation: { intervalMs: 50 } })
  cleanups.push(
    adapter.init({
      setConnectors: () => {},
      events: { accountsChanged() {}, chainChanged() {}, disconnect() {} },
      networks: () => [network],
      sharedProvider: shared ?? (() => undefined),
    }),
  )
  return adapter
}

async function connectedWallet(options: Partial<TestWalletOptions> = {}) {
  const wallet = await createTestWallet({ seedHex: payer!.seedHex, rpcUrl: devnet.rpcUrl, ...options })
  cleanups.push(registry.register(wallet.wallet))
  const adapter = start()
  await adapter.connect({ connectorId: wallet.wallet.name, caipNetwork: network })
  return { adapter, wallet, connectorId: wallet.wallet.name }
}

const rpc = () => createSolanaRpc(devnet.rpcUrl)
const lamportsOf = async (owner: string) => (await rpc().getBalance(address(owner)).send()).value

async function usdcOf(owner: string): Promise<bigint | undefined> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(devnetSolanaUsdc.mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const { value } = await rpc().getAccountInfo(ata, { encoding: 'base64' }).send()
  if (!value) return undefined
  return BigInt((await rpc().getTokenAccountBalance(ata).send()).value.amount)
}

/** Sends SOL, waits for it, and checks that the sender paid the amount plus exactly the estimated fee. */
async function sendSolAndCheck(
  adapter: ReturnType<typeof createSolanaAdapter>,
  connectorId: string,
  amount = 10_000_000n,
) {
  const to = await freshAddress()
  const before = await lamportsOf(payer!.address)
  const fee = await adapter.estimateTransferFee!({
    caipNetwork: network,
    from: payer!.address,
    to,
    amount,
    decimals: 9,
  })
  expect(fee).toEqual({ total: 5000n })
  const signature = await adapter.sendTransaction({
    connectorId,
    caipNetwork: network,
    from: payer!.address,
    to,
    value: amount,
  })
  expect(await adapter.waitForTransaction!({ caipNetwork: network, hash: signature })).toBe('success')
  expect(await lamportsOf(to)).toBe(amount)
  expect(before - (await lamportsOf(payer!.address))).toBe(amount + fee.total)
  return signature
}

describe('solana adapter on the local chain', () => {
  it('reads the SOL balance of a funded test account', async () => {
    const adapter = start()
    const { balance, symbol } = await adapter.getBalance({
      address: devnetSolanaAccounts[1]!.address,
      caipNetwork: network,
    })
    expect(symbol).toBe('SOL')
    expect(balance).toBe('1000')
  })

  it('sends SOL with solana:signAndSendTransaction (the wallet lists solana:localnet); the fee is the estimate', async () => {
    const { adapter, wallet, connectorId } = await connectedWallet()
    await sendSolAndCheck(adapter, connectorId)
    expect(wallet.calls.map((c) => c.method)).toContain('signAndSendTransaction')
  })

  it('a wallet that only signs (or does not list the chain) signs, and the adapter sends over the RPC', async () => {
    const { adapter, wallet, connectorId } = await connectedWallet({ chains: ['solana:mainnet'] })
    await sendSolAndCheck(adapter, connectorId)
    expect(wallet.calls.map((c) => c.method)).toEqual(['connect', 'signTransaction'])
  })

  it('sends USDC to an address without a token account: the account is created, its rent is in the estimate', async () => {
    const { adapter, connectorId } = await connectedWallet()
    const to = await freshAddress()
    const amount = 1_500_000n
    const params = {
      caipNetwork: network,
      from: payer!.address,
      to,
      token: devnetSolanaUsdc.mint,
      amount,
      decimals: 6,
    }
    const [solBefore, usdcBefore] = await Promise.all([lamportsOf(payer!.address), usdcOf(payer!.address)])
    expect(await usdcOf(to)).toBeUndefined()

    const fee = await adapter.estimateTransferFee!(params)
    const rent = await rpc().getMinimumBalanceForRentExemption(165n).send()
    expect(fee).toEqual({ total: 5000n + rent, rent })

    const signature = await adapter.transferToken!({ connectorId, ...params })
    expect(await adapter.waitForTransaction!({ caipNetwork: network, hash: signature })).toBe('success')
    expect(await usdcOf(to)).toBe(amount)
    expect(usdcBefore! - (await usdcOf(payer!.address))!).toBe(amount)
    expect(solBefore - (await lamportsOf(payer!.address))).toBe(fee.total)

    // Once the receiver has its token account, a send to it costs only the network fee.
    const again = await adapter.estimateTransferFee!(params)
    expect(again).toEqual({ total: 5000n })
    const second = await adapter.transferToken!({ connectorId, ...params })
    expect(await adapter.waitForTransaction!({ caipNetwork: network, hash: second })).toBe('success')
    expect(await usdcOf(to)).toBe(2n * amount)
  })

  it('a send the chain refuses (more SOL than the account holds) is a SolanaRpcError and costs nothing', async () => {
    const { adapter, connectorId } = await connectedWallet({ chains: ['solana:mainnet'] })
    const before = await lamportsOf(payer!.address)
    const error = await adapter
      .sendTransaction({
        connectorId,
        caipNetwork: network,
        from: payer!.address,
        to: await freshAddress(),
        value: before * 2n,
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SolanaRpcError)
    expect(await lamportsOf(payer!.address)).toBe(before)
  })

  it('refuses SOL below the rent-exempt minimum to a new account before the wallet opens, in the estimate too', async () => {
    const { adapter, wallet, connectorId } = await connectedWallet()
    const minimum = await rpc().getMinimumBalanceForRentExemption(0n).send()
    const to = await freshAddress()
    const params = { caipNetwork: network, from: payer!.address, to }
    const error = await adapter.estimateTransferFee!({ ...params, amount: minimum - 1n, decimals: 9 }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(RentExemptionError)
    expect(error).toMatchObject({
      minimum,
      shortMessage: 'A new Solana account must receive at least 0.00089088 SOL',
    })
    await expect(
      adapter.sendTransaction({ ...params, connectorId, value: minimum - 1n }),
    ).rejects.toBeInstanceOf(RentExemptionError)
    expect(wallet.calls.map((c) => c.method)).toEqual(['connect'])
    // Exactly the minimum creates the account; after that any amount goes.
    const first = await adapter.sendTransaction({ ...params, connectorId, value: minimum })
    expect(await adapter.waitForTransaction!({ caipNetwork: network, hash: first })).toBe('success')
    const second = await adapter.sendTransaction({ ...params, connectorId, value: 1n })
    expect(await adapter.waitForTransaction!({ caipNetwork: network, hash: second })).toBe('success')
    expect(await lamportsOf(to)).toBe(minimum + 1n)
  })

  it('a declined send is a UserRejectedRequestError and nothing is sent', async () => {
    const { adapter, connectorId } = await connectedWallet({ reject: ['signAndSendTransaction'] })
    const before = await lamportsOf(payer!.address)
    const error = await adapter
      .sendTransaction({
        connectorId,
        caipNetwork: network,
        from: payer!.address,
        to: await freshAddress(),
        value: 1_000_000n,
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(await lamportsOf(payer!.address)).toBe(before)
  })

  it('refuses an unknown mint and a receiver that is not an address before asking the wallet', async () => {
    const { adapter, wallet, connectorId } = await connectedWallet()
    const base = { connectorId, caipNetwork: network, from: payer!.address, amount: 1n, decimals: 6 }
    await expect(
      adapter.transferToken!({ ...base, to: await freshAddress(), token: await freshAddress() }),
    ).rejects.toBeInstanceOf(SolanaTokenError)
    await expect(
      adapter.transferToken!({ ...base, to: 'not-an-address', token: devnetSolanaUsdc.mint }),
    ).rejects.toBeInstanceOf(InvalidSolanaAddressError)
    expect(wallet.calls.map((c) => c.method)).toEqual(['connect'])
  })
})

describe('following a sent transaction', () => {
  it('a transaction that failed on chain (sent without preflight) is reverted, and its fee was charged', async () => {
    const signer = await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(payer!.seedHex, 'hex'))
    const before = await lamportsOf(payer!.address)
    const { value: lifetime } = await rpc().getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 'legacy' }),
      (m) => setTransactionMessageFeePayerSigner(signer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: signer,
            destination: address(freshAddressSync()),
            amount: before * 2n,
          }),
          m,
        ),
    )
    const signed = await signTransactionMessageWithSigners(message)
    const signature = await rpc()
      .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64', skipPreflight: true })
      .send()
    expect(await start().waitForTransaction!({ caipNetwork: network, hash: signature })).toBe('reverted')
    expect(before - (await lamportsOf(payer!.address))).toBe(5000n)
  })

  it('gives up on a signature the chain never saw with TransactionConfirmationTimeoutError', async () => {
    const adapter = createSolanaAdapter({ confirmation: { intervalMs: 20, timeoutMs: 100 } })
    const unknown = encodeBase58(new Uint8Array(64).fill(7))
    const error = await adapter.waitForTransaction!({ caipNetwork: network, hash: unknown }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(TransactionConfirmationTimeoutError)
    expect(error).toMatchObject({ signature: unknown })
  })
})

describe('solana adapter on the local chain, through WalletConnect', () => {
  async function session(options: Parameters<typeof createWalletConnectWallet>[1]) {
    const key: TestWallet = await createTestWallet({ seedHex: payer!.seedHex })
    const wc = createWalletConnectWallet(key, { rpcUrl: devnet.rpcUrl, ...options })
    const adapter = start((id) => (id === 'walletConnect' ? wc.provider : undefined))
    await adapter.connect({ connectorId: 'walletConnect', caipNetwork: network })
    return { adapter, wc }
  }

  it('sends SOL with solana_signAndSendTransaction', async () => {
    const { adapter, wc } = await session({})
    await sendSolAndCheck(adapter, 'walletConnect')
    expect(wc.calls.map((c) => c.method)).toEqual(['solana_getAccounts', 'solana_signAndSendTransaction'])
  })

  it('falls back to solana_signTransaction when the session lacks signAndSend, and sends over the RPC', async () => {
    const { adapter, wc } = await session({ methods: ['solana_getAccounts', 'solana_signTransaction'] })
    const signature = await sendSolAndCheck(adapter, 'walletConnect')
    expect(wc.calls.map((c) => c.method)).toEqual([
      'solana_getAccounts',
      'solana_signAndSendTransaction',
      'solana_signTransaction',
    ])
    expect(typeof signature).toBe('string')
  })

  it('a wallet refusing signAndSend is a refusal, not a reason to ask again with signTransaction', async () => {
    const { adapter, wc } = await session({ reject: ['solana_signAndSendTransaction'] })
    const error = await adapter
      .sendTransaction({
        connectorId: 'walletConnect',
        caipNetwork: network,
        from: payer!.address,
        to: await freshAddress(),
        value: 1_000_000n,
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(wc.calls.map((c) => c.method)).not.toContain('solana_signTransaction')
  })
})
