import { verifyBitcoinMessage } from '@airlock/bitcoin/bip322'
import * as btc from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinKeyFromHex } from './keys.ts'
import { TestBitcoinWallet } from './wallet.ts'

const privateKeyHex = '1f'.repeat(32)
const esploraUrl = 'http://127.0.0.1:1'
const key = bitcoinKeyFromHex(privateKeyHex, 'regtest')

function newWallet() {
  return new TestBitcoinWallet({ privateKeyHex, esploraUrl })
}

async function connected() {
  const wallet = newWallet()
  await wallet.request({ method: 'connect', params: {} })
  return wallet
}

/** A PSBT spending one output of each of the wallet's addresses (made-up previous outputs). */
function twoInputPsbt() {
  const tx = new btc.Transaction()
  tx.addInput({
    txid: '11'.repeat(32),
    index: 0,
    witnessUtxo: { script: key.payment.script, amount: 50_000n },
  })
  tx.addInput({
    txid: '22'.repeat(32),
    index: 1,
    witnessUtxo: { script: key.ordinals.script, amount: 30_000n },
  })
  tx.addOutputAddress(key.payment.address, 70_000n, key.network)
  return Buffer.from(tx.toPSBT()).toString('base64')
}

describe('TestBitcoinWallet', () => {
  it('owns a p2wpkh payment and a p2tr ordinals address on regtest', () => {
    const wallet = newWallet()
    expect(wallet.paymentAddress).toMatch(/^bcrt1q/)
    expect(wallet.ordinalsAddress).toMatch(/^bcrt1p/)
    expect(wallet.addresses.map((a) => [a.purpose, a.addressType, a.publicKey.length])).toEqual([
      ['payment', 'p2wpkh', 66],
      ['ordinals', 'p2tr', 64],
    ])
    expect(wallet.chain).toBe('bitcoin:regtest')
    expect(() => new TestBitcoinWallet({ privateKeyHex, esploraUrl: 'https://mempool.space/api' })).toThrow(
      /loopback/,
    )
  })

  it('connect answers the purposes asked for, like getAddresses', async () => {
    const wallet = newWallet()
    expect(await wallet.request({ method: 'connect', params: { silent: true } })).toMatchObject({
      addresses: [],
    })
    await expect(wallet.request({ method: 'getAccount' })).rejects.toMatchObject({ code: -32002 })
    const reply = (await wallet.request({ method: 'connect', params: { purposes: ['ordinals'] } })) as {
      addresses: { address: string }[]
      network: unknown
    }
    expect(reply.addresses.map((a) => a.address)).toEqual([wallet.ordinalsAddress])
    expect(reply.network).toEqual({ bitcoin: { name: 'Regtest' } })
    const account = (await wallet.request({ method: 'getAccount' })) as { addresses: unknown[] }
    expect(account.addresses).toHaveLength(2)
  })

  it('signs BIP-322 for both addresses and BIP-137 ECDSA for payment (verified by @airlock/bitcoin)', async () => {
    const wallet = await connected()
    const message = 'Sign in to Airlock'
    for (const address of [wallet.paymentAddress, wallet.ordinalsAddress]) {
      const reply = (await wallet.request({
        method: 'signMessage',
        params: { address, message, protocol: 'BIP322' },
      })) as { signature: string; protocol: string; messageHash: string }
      expect(reply.protocol).toBe('BIP322')
      expect(reply.messageHash).toMatch(/^[0-9a-f]{64}$/)
      expect(verifyBitcoinMessage({ address, message, signature: reply.signature })).toBe(true)
      expect(verifyBitcoinMessage({ address, message: 'other', signature: reply.signature })).toBe(false)
    }
    const ecdsa = (await wallet.request({
      method: 'signMessage',
      params: { address: wallet.paymentAddress, message },
    })) as { signature: string; protocol: string }
    expect(ecdsa.protocol).toBe('ECDSA')
    expect(Buffer.from(ecdsa.signature, 'base64')).toHaveLength(65)
    expect(
      verifyBitcoinMessage({ address: wallet.paymentAddress, message, signature: ecdsa.signature }),
    ).toBe(true)
    await expect(
      wallet.request({
        method: 'signMessage',
        params: { address: wallet.ordinalsAddress, message, protocol: 'ECDSA' },
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('signs the PSBT inputs it is asked to (p2wpkh and key-path p2tr), without finalizing', async () => {
    const wallet = await connected()
    const reply = (await wallet.request({
      method: 'signPsbt',
      params: {
        psbt: twoInputPsbt(),
        signInputs: { [wallet.paymentAddress]: [0], [wallet.ordinalsAddress]: [1] },
      },
    })) as { psbt: string; txid?: string }
    expect(reply.txid).toBeUndefined()
    const tx = btc.Transaction.fromPSBT(Buffer.from(reply.psbt, 'base64'))
    expect(tx.getInput(0).partialSig).toHaveLength(1)
    expect(tx.getInput(1).tapKeySig).toHaveLength(64)
    expect(tx.isFinal).toBe(false)
    tx.finalize()
    expect(tx.isFinal).toBe(true)

    // Without signInputs: every input the wallet owns.
    const all = (await wallet.request({ method: 'signPsbt', params: { psbt: twoInputPsbt() } })) as {
      psbt: string
    }
    const signedAll = btc.Transaction.fromPSBT(Buffer.from(all.psbt, 'base64'))
    expect(signedAll.getInput(0).partialSig).toHaveLength(1)
    expect(signedAll.getInput(1).tapKeySig).toBeDefined()
  })

  it('refuses inputs of other addresses, missing inputs and undecodable PSBTs', async () => {
    const wallet = await connected()
    const psbt = twoInputPsbt()
    await expect(
      wallet.request({ method: 'signPsbt', params: { psbt, signInputs: { bcrt1qother: [0] } } }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      wallet.request({ method: 'signPsbt', params: { psbt, signInputs: { [wallet.paymentAddress]: [5] } } }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(wallet.request({ method: 'signPsbt', params: { psbt: 'AAAA' } })).rejects.toMatchObject({
      code: -32602,
    })
  })

  it('checks transfer recipients before the prompt; rejectNext declines the next prompt once', async () => {
    const wallet = await connected()
    await expect(
      wallet.request({
        method: 'sendTransfer',
        params: { recipients: [{ address: 'bc1qnope', amount: 1 }] },
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      wallet.request({
        method: 'sendTransfer',
        params: { recipients: [{ address: wallet.paymentAddress, amount: 0 }] },
      }),
    ).rejects.toMatchObject({ code: -32602 })
    wallet.rejectNext()
    await expect(
      wallet.request({
        method: 'sendTransfer',
        params: { recipients: [{ address: wallet.ordinalsAddress, amount: 1000 }] },
      }),
    ).rejects.toMatchObject({ code: 4001 })
    // Approved this time; the Esplora url is unreachable, which the dapp sees as 4901.
    await expect(
      wallet.request({
        method: 'sendTransfer',
        params: { recipients: [{ address: wallet.ordinalsAddress, amount: 1000 }] },
      }),
    ).rejects.toMatchObject({ code: 4901 })
    expect(wallet.pendingRequests).toEqual([])
  })
})
