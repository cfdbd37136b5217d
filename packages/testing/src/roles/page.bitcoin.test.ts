import { verifyBitcoinMessage } from '@airlock/bitcoin/bip322'
import * as btc from '@scure/btc-signer'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BITCOIN_TEST_CHAIN_NETWORK } from '../bitcoin/index.ts'
import type { TestWallet } from '../wallet.ts'
import { bitcoinPayee, type RolesPage, type StandardWindow, startRolesPage } from './page.testkit.ts'

// The Bitcoin role (Wallet Standard and sats-connect) as a dapp sees it in Chromium, and both roles restored
// after a reload.

let roles: RolesPage
let page: Page
let wallet: TestWallet

beforeAll(async () => {
  roles = await startRolesPage()
  ;({ page, wallet } = roles)
}, 60_000)

afterAll(async () => {
  await roles?.stop()
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
    await roles.bitcoinChain.mine(1)
    const status = await roles.esplora<{ confirmed: boolean }>(`/tx/${reply.result!.txid}/status`)
    expect(status.confirmed).toBe(true)
    const payee = await roles.esplora<{ chain_stats: { funded_txo_sum: number } }>(
      `/address/${bitcoinPayee!.address}`,
    )
    expect(payee.chain_stats.funded_txo_sum).toBe(25_000)
  })

  it('bitcoin:signTransaction signs the taproot input of a PSBT the dapp built; the chain accepts it', async () => {
    const bitcoin = wallet.bitcoin!
    const [utxo] = await roles.esplora<{ txid: string; vout: number; value: number }[]>(
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
    const txid = await roles.esplora<string>('/tx', { method: 'POST', body: final.hex })
    expect(txid).toBe(final.id)
  })

  it("signPsbt with broadcast waits under 'hang' until approvePending, then finalizes and broadcasts", async () => {
    const bitcoin = wallet.bitcoin!
    const [utxo] = await roles.esplora<{ txid: string; vout: number; value: number }[]>(
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
    expect(held).toMatchObject({ method: 'signPsbt', origin: new URL(roles.url).origin })
    const { result } = (await reply) as { result: { psbt: string; txid: string } }
    bitcoin.resetPolicies()
    expect(result.txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await roles.esplora<{ confirmed: boolean }>(`/tx/${result.txid}/status`)).toEqual({
      confirmed: false,
    })
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
