import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { verifyBitcoinMessage } from '@airlock/bitcoin/bip322'
import { devnetSolanaAccounts, type SolanaDevnet, startSolanaDevnet } from '@airlock/devnet'
import * as btc from '@scure/btc-signer'
import { getBase58Decoder, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BITCOIN_TEST_CHAIN_NETWORK,
  type BitcoinTestChain,
  startBitcoinTestChain,
  testBitcoinAccounts,
} from '../bitcoin/index.ts'
import { TestBitcoinWallet } from '../bitcoinWallet/index.ts'
import { launchChromium } from '../chromium.ts'
import { installTestWallet } from '../inject.ts'
import { TestSolanaWallet } from '../solana/index.ts'
import { transferWire } from '../solana/testTransaction.ts'
import { createTestWallet, type TestWallet } from '../wallet.ts'

// Wallet Standard and sats-connect as a dapp sees them, driven in Chromium against the local Solana chain
// and the Bitcoin test chain. One browser, one chain of each for the file.

const [solanaPayer] = devnetSolanaAccounts
const [bitcoinPayer, bitcoinPayee] = testBitcoinAccounts

let server: Server
let solanaChain: SolanaDevnet
let bitcoinChain: BitcoinTestChain
let url: string
let browser: Browser
let context: BrowserContext
let page: Page
let wallet: TestWallet

/** The page side: every Wallet Standard wallet, caught both ways (registered before and after app-ready). */
interface StandardWindow {
  registeredEarly: string[]
  wallets: {
    name: string
    chains: string[]
    accounts: { address: string; publicKey: Uint8Array; purpose?: string }[]
    features: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>
  }[]
  changes: string[][]
  AirlockTestBitcoinProvider: { request(method: string, params?: unknown): Promise<unknown> }
  btc_providers: { id: string; name: string }[]
}

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end('<!doctype html><title>dapp</title><p>dapp</p>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  ;[browser, solanaChain, bitcoinChain] = await Promise.all([
    launchChromium(),
    startSolanaDevnet({ port: 0 }),
    startBitcoinTestChain({ port: 0 }),
  ])
  context = await browser.newContext()
  // A wallet-standard app already listening when the wallet loads: the register-wallet path.
  await context.addInitScript(() => {
    const w = window as unknown as StandardWindow
    w.registeredEarly = []
    window.addEventListener('wallet-standard:register-wallet', (event) => {
      ;(event as CustomEvent).detail({ register: (x: { name: string }) => w.registeredEarly.push(x.name) })
    })
  })
  wallet = createTestWallet({
    privateKeys: [`0x${'11'.repeat(32)}`],
    chains: [{ id: 31337, name: 'Airlock Devnet' }],
    solana: new TestSolanaWallet({ seedHex: solanaPayer!.seedHex, rpcUrl: solanaChain.rpcUrl }),
    bitcoin: new TestBitcoinWallet({
      privateKeyHex: bitcoinPayer!.privateKeyHex,
      esploraUrl: bitcoinChain.url,
    }),
  })
  await installTestWallet(context, wallet)
  page = await context.newPage()
  await page.goto(url)
  // An app that loads after the wallet: the app-ready path.
  await page.evaluate(() => {
    const w = window as unknown as StandardWindow
    w.wallets = []
    w.changes = []
    window.dispatchEvent(
      new CustomEvent('wallet-standard:app-ready', {
        detail: { register: (...wallets: StandardWindow['wallets']) => w.wallets.push(...wallets) },
      }),
    )
  })
}, 60_000)

async function solanaRpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(solanaChain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: unknown }
  if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`)
  return body.result
}

async function esplora<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${bitcoinChain.url}${path}`, init)
  const text = await response.text()
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${text}`)
  return (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T
}

afterAll(async () => {
  await browser?.close()
  await Promise.all([solanaChain?.stop(), bitcoinChain?.stop()])
  await new Promise((resolve) => server?.close(resolve))
})

describe('Wallet Standard registration', () => {
  it('registers a Solana and a Bitcoin wallet named Airlock Test Wallet, both ways', async () => {
    const listed = await page.evaluate(() =>
      (window as unknown as StandardWindow).wallets.map((w) => ({
        name: w.name,
        chains: w.chains,
        features: Object.keys(w.features),
      })),
    )
    expect(listed).toEqual([
      {
        name: 'Airlock Test Wallet',
        chains: ['solana:localnet', 'solana:devnet', 'solana:testnet', 'solana:mainnet'],
        features: [
          'standard:connect',
          'standard:disconnect',
          'standard:events',
          'solana:signMessage',
          'solana:signTransaction',
          'solana:signAndSendTransaction',
        ],
      },
      {
        name: 'Airlock Test Wallet',
        chains: ['bitcoin:regtest'],
        features: [
          'standard:connect',
          'standard:disconnect',
          'standard:events',
          'bitcoin:connect',
          'bitcoin:signMessage',
          'bitcoin:signTransaction',
        ],
      },
    ])
    expect(await page.evaluate(() => (window as unknown as StandardWindow).registeredEarly)).toEqual([
      'Airlock Test Wallet',
      'Airlock Test Wallet',
    ])
  })
})

describe('Solana role', () => {
  it('connects, emits change, and signs a message that verifies in Node', async () => {
    const solana = wallet.solana!
    const connected = await page.evaluate(async () => {
      const w = window as unknown as StandardWindow
      const sol = w.wallets[0]!
      ;(
        sol.features['standard:events']!.on as unknown as (
          e: string,
          l: (c: { accounts: { address: string }[] }) => void,
        ) => void
      )('change', (change) => w.changes.push(change.accounts.map((a) => a.address)))
      const { accounts } = (await sol.features['standard:connect']!
        .connect!()) as StandardWindow['wallets'][0]
      return {
        accounts: accounts.map((a) => ({ address: a.address, publicKey: Array.from(a.publicKey) })),
        same: sol.accounts[0] === accounts[0],
      }
    })
    expect(connected.accounts).toEqual([{ address: solana.address, publicKey: Array.from(solana.publicKey) }])
    expect(connected.same).toBe(true)
    expect(solana.isConnected).toBe(true)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as StandardWindow).changes))
      .toEqual([[solana.address]])

    const signed = await page.evaluate(async () => {
      const sol = (window as unknown as StandardWindow).wallets[0]!
      const [output] = (await sol.features['solana:signMessage']!.signMessage!({
        account: sol.accounts[0],
        message: new TextEncoder().encode('Sign in to Airlock'),
      })) as { signature: Uint8Array; signedMessage: Uint8Array; signatureType: string }[]
      return { signature: Array.from(output!.signature), type: output!.signatureType }
    })
    expect(signed.type).toBe('ed25519')
    const key = await getPublicKeyFromAddress(solana.address as never)
    const message = new TextEncoder().encode('Sign in to Airlock')
    expect(await verifySignature(key, new Uint8Array(signed.signature) as SignatureBytes, message)).toBe(true)
    expect(solana.requests.map((r) => r.method)).toEqual(['connect', 'signMessage'])
    expect(solana.requests[1]!.origin).toBe(new URL(url).origin)
  })

  it('rejectNext makes the next signature fail in the page with code 4001', async () => {
    wallet.solana!.rejectNext()
    const error = await page.evaluate(async () => {
      const sol = (window as unknown as StandardWindow).wallets[0]!
      try {
        await sol.features['solana:signMessage']!.signMessage!({
          account: sol.accounts[0],
          message: new Uint8Array([1]),
        })
        return undefined
      } catch (e) {
        return { code: (e as { code?: number }).code, message: (e as Error).message }
      }
    })
    expect(error).toEqual({ code: 4001, message: 'User rejected the request.' })
  })

  it('signs and sends a SOL transfer to the local chain (solana:signAndSendTransaction)', async () => {
    const solana = wallet.solana!
    const { value: latest } = (await solanaRpc('getLatestBlockhash', [])) as {
      value: { blockhash: string; lastValidBlockHeight: number }
    }
    const payee = getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(32)))
    const wire = transferWire({
      from: solana.address,
      to: payee,
      lamports: 10_000_000n,
      blockhash: latest.blockhash,
      lastValidBlockHeight: BigInt(latest.lastValidBlockHeight),
    })
    const signature = await page.evaluate(async (transaction) => {
      const sol = (window as unknown as StandardWindow).wallets[0]!
      const [output] = (await sol.features['solana:signAndSendTransaction']!.signAndSendTransaction!({
        account: sol.accounts[0],
        chain: 'solana:localnet',
        transaction: Uint8Array.from(atob(transaction), (c) => c.charCodeAt(0)),
      })) as { signature: Uint8Array }[]
      return Array.from(output!.signature)
    }, Buffer.from(wire).toString('base64'))
    const sent = getBase58Decoder().decode(Uint8Array.from(signature))
    expect(wallet.solana!.requests.at(-1)).toMatchObject({
      method: 'signAndSendTransaction',
      outcome: 'approved',
      result: { signature: sent },
    })
    await expect
      .poll(async () => {
        const { value } = (await solanaRpc('getSignatureStatuses', [[sent]])) as {
          value: ({ err: unknown; confirmationStatus: string } | null)[]
        }
        return value[0]
      })
      .toMatchObject({ err: null })
    expect(((await solanaRpc('getBalance', [payee])) as { value: number }).value).toBe(10_000_000)
  })

  it('a disconnect from the wallet side empties the accounts in the page', async () => {
    await wallet.solana!.disconnect()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as StandardWindow).wallets[0]!.accounts.length))
      .toBe(0)
  })
})

describe('Bitcoin role', () => {
  it('bitcoin:connect answers payment and ordinals accounts, and signMessage (BIP-322) verifies', async () => {
    const bitcoin = wallet.bitcoin!
    const accounts = await page.evaluate(async () => {
      const bit = (window as unknown as StandardWindow).wallets[1]!
      const output = (await bit.features['bitcoin:connect']!.connect!({
        purposes: ['payment', 'ordinals'],
      })) as {
        accounts: StandardWindow['wallets'][0]['accounts']
      }
      return output.accounts.map((a) => ({
        address: a.address,
        purpose: a.purpose,
        keyLength: a.publicKey.length,
      }))
    })
    expect(accounts).toEqual([
      { address: bitcoin.paymentAddress, purpose: 'payment', keyLength: 33 },
      { address: bitcoin.ordinalsAddress, purpose: 'ordinals', keyLength: 32 },
    ])
    expect(accounts[0]!.address).toMatch(/^bcrt1q/)
    expect(accounts[1]!.address).toMatch(/^bcrt1p/)

    const signature = await page.evaluate(async () => {
      const bit = (window as unknown as StandardWindow).wallets[1]!
      const [output] = (await bit.features['bitcoin:signMessage']!.signMessage!({
        account: bit.accounts[0],
        message: new TextEncoder().encode('Sign in to Airlock'),
        protocol: 'bip322',
      })) as { signature: Uint8Array }[]
      return btoa(String.fromCharCode(...output!.signature))
    })
    expect(
      verifyBitcoinMessage({ address: bitcoin.paymentAddress, message: 'Sign in to Airlock', signature }),
    ).toBe(true)
  })

  it('the sats-connect provider is listed and answers getInfo, getAddresses and signMessage envelopes', async () => {
    const bitcoin = wallet.bitcoin!
    const replies = await page.evaluate(async (ordinals) => {
      const w = window as unknown as StandardWindow
      const info = w.btc_providers.find((p) => p.id === 'AirlockTestBitcoinProvider')
      const provider = w.AirlockTestBitcoinProvider
      return {
        info: info && { id: info.id, name: info.name },
        getInfo: await provider.request('getInfo', null),
        getAddresses: await provider.request('getAddresses', { purposes: ['payment', 'ordinals'] }),
        signMessage: await provider.request('signMessage', {
          address: ordinals,
          message: 'Hello from sats-connect',
          protocol: 'BIP322',
        }),
        unknown: await provider.request('stx_getAddresses', {}),
      }
    }, bitcoin.ordinalsAddress)
    expect(replies.info).toEqual({ id: 'AirlockTestBitcoinProvider', name: 'Airlock Test Wallet' })
    expect(replies.getInfo).toMatchObject({
      jsonrpc: '2.0',
      result: { methods: expect.arrayContaining(['signPsbt']) },
    })
    const addresses = (
      replies.getAddresses as { result: { addresses: { address: string; purpose: string }[] } }
    ).result
    expect(addresses).toMatchObject({ network: { bitcoin: { name: 'Regtest' } } })
    expect(addresses.addresses.map((a) => [a.address, a.purpose])).toEqual([
      [bitcoin.paymentAddress, 'payment'],
      [bitcoin.ordinalsAddress, 'ordinals'],
    ])
    const signed = (replies.signMessage as { result: { signature: string; protocol: string } }).result
    expect(signed.protocol).toBe('BIP322')
    expect(
      verifyBitcoinMessage({
        address: bitcoin.ordinalsAddress,
        message: 'Hello from sats-connect',
        signature: signed.signature,
      }),
    ).toBe(true)
    expect(replies.unknown).toMatchObject({ jsonrpc: '2.0', error: { code: -32601 } })
  })

  it("a rejected prompt is sats-connect's USER_REJECTION (-32000) envelope", async () => {
    wallet.bitcoin!.rejectNext('signMessage')
    const reply = await page.evaluate(
      (address) =>
        (window as unknown as StandardWindow).AirlockTestBitcoinProvider.request('signMessage', {
          address,
          message: 'no',
        }),
      wallet.bitcoin!.paymentAddress,
    )
    expect(reply).toMatchObject({
      jsonrpc: '2.0',
      error: { code: -32000, message: 'User rejected the request.' },
    })
  })

  it('sendTransfer (sats-connect) pays from the payment address, and the test chain accepts it', async () => {
    const reply = (await page.evaluate(
      (address) =>
        (window as unknown as StandardWindow).AirlockTestBitcoinProvider.request('sendTransfer', {
          recipients: [{ address, amount: 25_000 }],
        }),
      bitcoinPayee!.address,
    )) as { result?: { txid: string }; error?: unknown }
    expect(reply.error).toBeUndefined()
    expect(reply.result!.txid).toMatch(/^[0-9a-f]{64}$/)
    await bitcoinChain.mine(1)
    const status = await esplora<{ confirmed: boolean }>(`/tx/${reply.result!.txid}/status`)
    expect(status.confirmed).toBe(true)
    const payee = await esplora<{ chain_stats: { funded_txo_sum: number } }>(
      `/address/${bitcoinPayee!.address}`,
    )
    expect(payee.chain_stats.funded_txo_sum).toBe(25_000)
  })

  it('bitcoin:signTransaction signs the taproot input of a PSBT the dapp built; the chain accepts it', async () => {
    const bitcoin = wallet.bitcoin!
    const [utxo] = await esplora<{ txid: string; vout: number; value: number }[]>(
      `/address/${bitcoin.ordinalsAddress}/utxo`,
    )
    const script = btc.OutScript.encode(
      btc.Address(BITCOIN_TEST_CHAIN_NETWORK).decode(bitcoin.ordinalsAddress),
    )
    const tx = new btc.Transaction()
    tx.addInput({ txid: utxo!.txid, index: utxo!.vout, witnessUtxo: { script, amount: BigInt(utxo!.value) } })
    tx.addOutputAddress(bitcoinPayee!.taprootAddress, BigInt(utxo!.value - 2_000), BITCOIN_TEST_CHAIN_NETWORK)
    const signed = await page.evaluate(async (psbt) => {
      const bit = (window as unknown as StandardWindow).wallets[1]!
      const ordinals = bit.accounts.find((a) => a.purpose === 'ordinals')
      const [output] = (await bit.features['bitcoin:signTransaction']!.signTransaction!({
        psbt: Uint8Array.from(atob(psbt), (c) => c.charCodeAt(0)),
        inputsToSign: [{ account: ordinals, signingIndexes: [0] }],
        chain: 'bitcoin:regtest',
      })) as { signedPsbt: Uint8Array }[]
      return btoa(String.fromCharCode(...output!.signedPsbt))
    }, Buffer.from(tx.toPSBT()).toString('base64'))
    const final = btc.Transaction.fromPSBT(Buffer.from(signed, 'base64'))
    final.finalize()
    const txid = await esplora<string>('/tx', { method: 'POST', body: final.hex })
    expect(txid).toBe(final.id)
  })

  it("signPsbt with broadcast waits under 'hang' until approvePending, then finalizes and broadcasts", async () => {
    const bitcoin = wallet.bitcoin!
    const [utxo] = await esplora<{ txid: string; vout: number; value: number }[]>(
      `/address/${bitcoin.paymentAddress}/utxo`,
    )
    const script = btc.OutScript.encode(
      btc.Address(BITCOIN_TEST_CHAIN_NETWORK).decode(bitcoin.paymentAddress),
    )
    const tx = new btc.Transaction()
    tx.addInput({ txid: utxo!.txid, index: utxo!.vout, witnessUtxo: { script, amount: BigInt(utxo!.value) } })
    tx.addOutputAddress(bitcoinPayee!.address, 40_000n, BITCOIN_TEST_CHAIN_NETWORK)
    tx.addOutputAddress(bitcoin.paymentAddress, BigInt(utxo!.value - 42_000), BITCOIN_TEST_CHAIN_NETWORK)
    bitcoin.setPolicy('signPsbt', 'hang')
    const reply = page.evaluate(
      ([psbt, address]) =>
        (window as unknown as StandardWindow).AirlockTestBitcoinProvider.request('signPsbt', {
          psbt,
          signInputs: { [address as string]: [0] },
          broadcast: true,
        }),
      [Buffer.from(tx.toPSBT()).toString('base64'), bitcoin.paymentAddress],
    )
    const [held] = await bitcoin.approvePending()
    expect(held).toMatchObject({ method: 'signPsbt', origin: new URL(url).origin })
    const { result } = (await reply) as { result: { psbt: string; txid: string } }
    bitcoin.resetPolicies()
    expect(result.txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await esplora<{ confirmed: boolean }>(`/tx/${result.txid}/status`)).toEqual({ confirmed: false })
  })

  it('after a reload, a silent connect restores both roles without a prompt', async () => {
    await wallet.solana!.connect()
    await page.reload()
    wallet.solana!.setPolicy('*', 'reject')
    wallet.bitcoin!.setPolicy('*', 'reject')
    const restored = await page.evaluate(async () => {
      const found: StandardWindow['wallets'] = []
      window.dispatchEvent(
        new CustomEvent('wallet-standard:app-ready', {
          detail: { register: (...wallets: StandardWindow['wallets']) => found.push(...wallets) },
        }),
      )
      const silent = async (w: StandardWindow['wallets'][0]) => {
        const output = (await w.features['standard:connect']!.connect!({ silent: true })) as {
          accounts: { address: string }[]
        }
        return output.accounts.map((a) => a.address)
      }
      const account = await (window as unknown as StandardWindow).AirlockTestBitcoinProvider.request(
        'wallet_getAccount',
      )
      return { solana: await silent(found[0]!), bitcoin: await silent(found[1]!), account }
    })
    wallet.solana!.resetPolicies()
    wallet.bitcoin!.resetPolicies()
    expect(restored.solana).toEqual([wallet.solana!.address])
    expect(restored.bitcoin).toEqual([wallet.bitcoin!.paymentAddress, wallet.bitcoin!.ordinalsAddress])
    expect(restored.account).toMatchObject({
      result: { addresses: [{ purpose: 'payment' }, { purpose: 'ordinals' }], walletType: 'software' },
    })
  })
})
