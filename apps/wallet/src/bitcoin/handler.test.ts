import { verifyBitcoinMessage } from '@airlock/bitcoin/bip322'
import { EsploraClient } from '@airlock/wallet-engine'
import { base64 } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { sha256, stringToBytes } from 'viem'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { ChainRequestHandler } from '../chains/requestTypes.ts'
import { BITCOIN_ACCOUNT, BITCOIN_NETWORKS } from '../config.ts'
import { createBitcoinHandler } from './handler.ts'
import { bitcoinKeyFromHex } from './keys.ts'

// The unit run's Bitcoin test chain (started by its global setup): the handler reaches it by URL, as the
// wallet does, and the test mines with the chain's POST /test/mine route.
const chainUrl = inject('bitcoinTestChainUrl')
const esplora = new EsploraClient(chainUrl)
const CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const account = BITCOIN_ACCOUNT.address
/** The test chain's account #1, an address the wallet does not hold. */
const receiver = bitcoinKeyFromHex(sha256(stringToBytes('airlock-bitcoin-test-account-1')).slice(2)).address
const request = (method: string, params: unknown, chainId = CHAIN) => ({ method, params, chainId })

let bitcoin: ChainRequestHandler

async function mine(): Promise<void> {
  const response = await fetch(`${chainUrl}/test/mine`, { method: 'POST', body: '{"blocks":1}' })
  expect(response.ok).toBe(true)
}

async function balance(address: string): Promise<bigint> {
  return (await esplora.utxos(address)).reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
}

beforeAll(async () => {
  const networks = BITCOIN_NETWORKS.map((item) => ({ ...item, rpcUrl: chainUrl }))
  bitcoin = await createBitcoinHandler({ privateKeyHex: BITCOIN_ACCOUNT.privateKeyHex, networks })
})

describe('the reference wallet’s bip122 namespace', () => {
  it('answers getAccountAddresses at once with its payment address', async () => {
    expect(bitcoin.needsApproval('getAccountAddresses')).toBe(false)
    expect(await bitcoin.perform(request('getAccountAddresses', { account }))).toEqual([
      { address: account, publicKey: BITCOIN_ACCOUNT.publicKeyHex, intention: 'payment' },
    ])
    expect(
      await bitcoin.perform(request('getAccountAddresses', { account, intentions: ['ordinal'] })),
    ).toEqual([])
  })

  it('shows a message and signs it with BIP-322 (or BIP-137 when asked for ecdsa)', async () => {
    const message = 'Sign in to Airlock Demo'
    const params = { account, message, address: account, protocol: 'bip322' }
    expect(bitcoin.needsApproval('signMessage')).toBe(true)
    expect(bitcoin.describe(request('signMessage', params))).toMatchObject({
      title: 'Bitcoin signature request',
      action: 'Sign',
      account,
      network: 'Airlock Bitcoin Test Chain',
      message: { text: message, isText: true },
      facts: [expect.objectContaining({ testId: 'bitcoin-protocol', value: 'BIP-322' })],
    })
    const signed = (await bitcoin.perform(request('signMessage', params))) as Record<string, string>
    expect(signed.address).toBe(account)
    expect(signed.messageHash).toMatch(/^[0-9a-f]{64}$/)
    expect(verifyBitcoinMessage({ address: account, message, signature: signed.signature as string })).toBe(
      true,
    )
    const ecdsa = (await bitcoin.perform(
      request('signMessage', { account, message, protocol: 'ecdsa' }),
    )) as {
      signature: string
    }
    expect(ecdsa.signature).not.toBe(signed.signature)
    expect(verifyBitcoinMessage({ address: account, message, signature: ecdsa.signature })).toBe(true)
  })

  it('refuses another account (4100), bad params (-32602), unknown methods (4200) and unknown chains (4901)', async () => {
    expect(() => bitcoin.describe(request('signMessage', { account: receiver, message: 'x' }))).toThrow(
      expect.objectContaining({ code: 4100 }),
    )
    expect(() =>
      bitcoin.describe(request('sendTransfer', { account, recipientAddress: 'bc1qnotregtest', amount: '1' })),
    ).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() =>
      bitcoin.describe(request('sendTransfer', { account, recipientAddress: receiver, amount: '-5' })),
    ).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() => bitcoin.describe(request('signPsbt', { account, psbt: 'AAAA', signInputs: [] }))).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
    expect(() => bitcoin.describe(request('getBalance', { account }))).toThrow(
      expect.objectContaining({ code: 4200 }),
    )
    await expect(
      bitcoin.perform(request('getAccountAddresses', { account }, 'bip122:000000000019d6689c085ae165831e93')),
    ).rejects.toMatchObject({ code: 4901 })
  })

  it('shows a transfer (amount, receiver, fee) and sends it from the address’s UTXOs', async () => {
    const before = await balance(receiver)
    const req = request('sendTransfer', { account, recipientAddress: receiver, amount: '25000000' })
    const summary = bitcoin.describe(req)
    expect(summary).toMatchObject({
      title: 'Bitcoin transfer',
      action: 'Send',
      amount: { value: '0.25', symbol: 'BTC' },
    })
    expect(summary.facts).toContainEqual(expect.objectContaining({ testId: 'bitcoin-to', value: receiver }))
    const [fee] = await bitcoin.details(req)
    expect(fee).toMatchObject({ testId: 'bitcoin-fee' })
    expect(fee?.value).toMatch(/^0\.0000\d+ BTC$/)
    const result = (await bitcoin.perform(req)) as { txid: string }
    expect(Object.keys(result)).toEqual(['txid'])
    expect(result.txid).toMatch(/^[0-9a-f]{64}$/)
    await mine()
    expect(await balance(receiver)).toBe(before + 25_000_000n)
    expect(bitcoin.done(req, result)).toMatchObject({
      kind: 'sent',
      title: 'Sent 0.25 BTC',
      detail: result.txid,
    })
  })

  it('carries a memo as an OP_RETURN output', async () => {
    const req = request('sendTransfer', {
      account,
      recipientAddress: receiver,
      amount: '1000',
      memo: '48656c6c6f',
    })
    expect(bitcoin.describe(req).facts).toContainEqual(
      expect.objectContaining({ testId: 'bitcoin-memo', value: 'Hello' }),
    )
    const { txid } = (await bitcoin.perform(req)) as { txid: string }
    const tx = (await fetch(`${chainUrl}/tx/${txid}`).then((response) => response.json())) as {
      vout: { scriptpubkey: string; value: number }[]
    }
    expect(tx.vout).toContainEqual(expect.objectContaining({ scriptpubkey: '6a0548656c6c6f', value: 0 }))
  })

  it('signs a PSBT’s inputs (returned unfinalized) or signs and broadcasts it', async () => {
    const key = bitcoinKeyFromHex(BITCOIN_ACCOUNT.privateKeyHex)
    const [utxo] = await esplora.utxos(account)
    if (!utxo) throw new Error('the account has no UTXO')
    const psbtOf = () => {
      const tx = new btc.Transaction()
      tx.addInput({
        txid: utxo.txid,
        index: utxo.vout,
        witnessUtxo: { script: key.script, amount: BigInt(utxo.value) },
      })
      tx.addOutputAddress(receiver, 10_000n, key.network)
      tx.addOutputAddress(account, BigInt(utxo.value) - 10_000n - 1_000n, key.network)
      return base64.encode(tx.toPSBT())
    }
    const params = { account, psbt: psbtOf(), signInputs: [{ address: account, index: 0 }] }
    const summary = bitcoin.describe(request('signPsbt', params))
    expect(summary).toMatchObject({ action: 'Sign', amount: { value: '0.0001', symbol: 'BTC' } })
    expect(summary.facts).toContainEqual(
      expect.objectContaining({
        testId: 'bitcoin-outputs',
        value: expect.stringContaining(`${receiver}: 0.0001 BTC`),
      }),
    )
    const signed = (await bitcoin.perform(request('signPsbt', params))) as { psbt: string; txid?: string }
    expect(signed.txid).toBeUndefined()
    const tx = btc.Transaction.fromPSBT(base64.decode(signed.psbt))
    expect(tx.getInput(0).partialSig?.length).toBe(1)
    const sent = (await bitcoin.perform(request('signPsbt', { ...params, broadcast: true }))) as {
      txid: string
    }
    expect(sent.txid).toMatch(/^[0-9a-f]{64}$/)
    await mine()
    const status = await fetch(`${chainUrl}/tx/${sent.txid}/status`).then((response) => response.json())
    expect(status).toMatchObject({ confirmed: true })
    await expect(
      bitcoin.perform(request('signPsbt', { ...params, signInputs: [{ address: receiver, index: 0 }] })),
    ).rejects.toMatchObject({ code: 4100 })
  })
})
