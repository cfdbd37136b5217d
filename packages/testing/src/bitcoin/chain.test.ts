import { hex } from '@scure/base'
import { p2tr, p2wpkh, RawTx, selectUTXO, Transaction } from '@scure/btc-signer'
import { EsploraError, EsploraProvider } from '@scure/btc-signer/net.js'
import { pubECDSA, pubSchnorr, sha256 } from '@scure/btc-signer/utils.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBitcoinAccounts } from './accounts.ts'
import { type BitcoinTestChain, startBitcoinTestChain } from './chain.ts'

// One chain for the file; each test uses its own keys (or account 0's separate outputs) so order matters little.
let chain: BitcoinTestChain
let esplora: EsploraProvider
const payer = testBitcoinAccounts[0]!

const keyOf = (label: string) => sha256(new TextEncoder().encode(`airlock-bitcoin-chain-test-${label}`))
const wallet = (label: string) => {
  const privateKey = keyOf(label)
  return { privateKey, payment: p2wpkh(pubECDSA(privateKey, true), chain.network) }
}

async function getJson(path: string) {
  const response = await fetch(`${chain.url}${path}`)
  const json = response.headers.get('content-type')?.startsWith('application/json')
  return { status: response.status, body: (json ? await response.json() : await response.text()) as unknown }
}

/** Rewrites a signed transaction's bytes (what an attacker on the wire could do). */
function tamper(txHex: string, edit: (tx: ReturnType<typeof RawTx.decode>) => void): string {
  const tx = RawTx.decode(hex.decode(txHex))
  edit(tx)
  return hex.encode(RawTx.encode(tx))
}

/** A signed p2wpkh spend of all of `from`'s outputs: `sats` to `to`, change back, 2 sat/vB. */
async function spend(from: ReturnType<typeof wallet>, to: string, sats: bigint) {
  const { utxo } = await esplora.unspent(from.payment.address!)
  const selected = selectUTXO(
    utxo.map((u) => ({ ...u, ...from.payment })),
    [{ address: to, amount: sats }],
    'all',
    {
      changeAddress: from.payment.address!,
      feePerByte: 2n,
      bip69: true,
      createTx: true,
      network: chain.network,
    },
  )
  if (!selected?.tx) throw new Error('no selection')
  selected.tx.sign(from.privateKey)
  selected.tx.finalize()
  return selected.tx
}

async function rejectionOf(txHex: string): Promise<string> {
  try {
    await esplora.sendTx(txHex)
  } catch (error) {
    expect(error).toBeInstanceOf(EsploraError)
    expect((error as EsploraError).status).toBe(400)
    return (error as Error).message
  }
  throw new Error('the chain accepted the transaction')
}

beforeAll(async () => {
  chain = await startBitcoinTestChain({ port: 0 })
  esplora = new EsploraProvider(fetch, chain.url, chain.network)
})

afterAll(async () => {
  await chain.stop()
})

describe('Bitcoin test chain (Esplora API, read by @scure/btc-signer EsploraProvider)', () => {
  it('starts past the regtest genesis with account 0 funded and confirmed', async () => {
    expect(chain.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(chain.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    expect(await esplora.height()).toBe(1)
    const genesis = await esplora.blockInfo(0)
    expect(genesis.hash).toBe('0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206')
    const block1 = await esplora.blockInfo(1)
    expect(block1.parentHash).toBe(genesis.hash)
    expect(block1.transactions).toHaveLength(2)
    expect((await esplora.balance(payer.address)).balance).toBe(100_000_000n)
    expect((await esplora.balance(payer.taprootAddress)).balance).toBe(10_000_000n)
    expect(await chain.balance(payer.address)).toBe(100_000_000n)
    const { utxo, balance } = await esplora.unspent(payer.address)
    expect(balance).toBe(100_000_000n)
    expect(utxo).toHaveLength(1)
    expect(await esplora.fee(1)).toBe(2n)
    expect(await esplora.fee(6)).toBe(1n)
    expect((await getJson(`/address/${testBitcoinAccounts[1]!.address}`)).body).toMatchObject({
      chain_stats: { funded_txo_sum: 0, tx_count: 0 },
    })
  })

  it('accepts a signed p2wpkh spend into the mempool, confirms it when mined, and moves the balances', async () => {
    const alice = wallet('alice')
    const bob = wallet('bob')
    await chain.faucet(alice.payment.address!, 5_000_000n)
    await chain.mine()
    const tx = await spend(alice, bob.payment.address!, 1_000_000n)
    const txid = await esplora.sendTx(tx.hex)
    expect(txid).toBe(tx.id)
    expect((await getJson(`/tx/${txid}/status`)).body).toEqual({ confirmed: false })
    // The mempool counts: the balance already shows the spend, the UTXO list the unconfirmed change.
    expect((await esplora.balance(bob.payment.address!)).balance).toBe(1_000_000n)
    const pending = (await getJson(`/address/${alice.payment.address}/utxo`)).body as {
      status: { confirmed: boolean }
    }[]
    expect(pending.map((u) => u.status.confirmed)).toEqual([false])
    // Resending a mempool transaction answers its txid, as bitcoind does.
    expect(await esplora.sendTx(tx.hex)).toBe(txid)

    await chain.mine()
    const status = await esplora.waitForTx(txid, { pollIntervalMs: 20, timeoutMs: 2000 })
    expect(status).toMatchObject({ confirmed: true, block: 3 })
    const info = await esplora.txInfo(txid)
    expect(info.fee).toBe(5_000_000n - 1_000_000n - (await esplora.balance(alice.payment.address!)).balance)
    expect(info.fee).toBeGreaterThanOrEqual(BigInt(tx.vsize) * 2n)
    expect(info.inputs[0]).toMatchObject({
      prevout: { scriptPubKeyAddress: alice.payment.address, value: 5_000_000n },
    })
    expect(await rejectionOf(tx.hex)).toContain('{"code":-27,"message":"Transaction already in block chain"}')
  })

  it('refuses a double spend, in the mempool and once mined', async () => {
    const carol = wallet('carol')
    await chain.faucet(carol.payment.address!, 2_000_000n)
    const first = await spend(carol, wallet('dave').payment.address!, 500_000n)
    const second = await spend(carol, wallet('erin').payment.address!, 600_000n)
    await esplora.sendTx(first.hex)
    expect(await rejectionOf(second.hex)).toBe(
      'POST /tx failed 400 Bad Request: sendrawtransaction RPC error: {"code":-26,"message":"txn-mempool-conflict"}',
    )
    await chain.mine()
    expect(await rejectionOf(second.hex)).toContain('{"code":-25,"message":"bad-txns-inputs-missingorspent"}')
  })

  it('refuses forged signatures: another key, a tampered signature, a signature over other outputs', async () => {
    const frank = wallet('frank')
    const mallory = wallet('mallory')
    await chain.faucet(frank.payment.address!, 3_000_000n)
    await chain.mine()
    const [coin] = (await esplora.unspent(frank.payment.address!)).utxo
    // Mallory signs Frank's coin with her key, claiming it is hers.
    const stolen = new Transaction()
    stolen.addInput({
      txid: coin!.txid,
      index: coin!.index,
      witnessUtxo: { script: mallory.payment.script, amount: 3_000_000n },
    })
    stolen.addOutputAddress(mallory.payment.address!, 2_990_000n, chain.network)
    stolen.sign(mallory.privateKey)
    stolen.finalize()
    expect(await rejectionOf(stolen.hex)).toContain(
      'mandatory-script-verify-flag-failed (Witness program hash mismatch)',
    )

    const honest = await spend(frank, mallory.payment.address!, 1_000_000n)
    // Flip a bit of r inside the DER signature: still DER, no longer a signature of this transaction.
    const tampered = tamper(honest.hex, (tx) => {
      const signature = tx.witnesses![0]![0]!
      signature[10] = signature[10]! ^ 0x01
    })
    expect(await rejectionOf(tampered)).toContain(
      'Signature must be zero for failed CHECK(MULTI)SIG operation',
    )
    // Redirect the payment after signing: the signature no longer covers the outputs.
    const redirected = tamper(honest.hex, (tx) => {
      tx.outputs[0]!.script = mallory.payment.script
      tx.outputs[1]!.script = mallory.payment.script
    })
    expect(await rejectionOf(redirected)).toContain(
      'Signature must be zero for failed CHECK(MULTI)SIG operation',
    )
    expect(await esplora.sendTx(honest.hex)).toBe(honest.id)
  })

  it('refuses overspending, a fee under 1 sat/vB, and undecodable hex', async () => {
    const grace = wallet('grace')
    await chain.faucet(grace.payment.address!, 1_000_000n)
    const [coin] = (await esplora.unspent(grace.payment.address!)).utxo
    // The wallet is told the coin holds `claimed` sats; the chain knows it holds 1,000,000.
    const build = (claimed: bigint, amount: bigint) => {
      const tx = new Transaction()
      tx.addInput({
        txid: coin!.txid,
        index: coin!.index,
        witnessUtxo: { script: grace.payment.script, amount: claimed },
      })
      tx.addOutputAddress(testBitcoinAccounts[1]!.address, amount, chain.network)
      tx.sign(grace.privateKey)
      tx.finalize()
      return tx.hex
    }
    expect(await rejectionOf(build(2_000_000n, 1_500_000n))).toContain(
      'bad-txns-in-belowout, value in (1000000) < value out (1500000)',
    )
    expect(await rejectionOf(build(1_000_000n, 1_000_000n))).toContain('min relay fee not met, 0 <')
    // Signed over the wrong amount: BIP-143 commits to the value, so the signature fails.
    expect(await rejectionOf(build(1_000_500n, 999_000n))).toContain('Signature must be zero')
    expect(await rejectionOf('00ff')).toContain('{"code":-22,"message":"TX decode failed')
  })

  it('accepts a taproot key-path spend (Schnorr) and refuses it with a tampered signature', async () => {
    const trKey = hex.decode(payer.privateKeyHex)
    const taproot = p2tr(pubSchnorr(trKey), undefined, chain.network)
    expect(taproot.address).toBe(payer.taprootAddress)
    const [coin] = (await esplora.unspent(payer.taprootAddress)).utxo
    const good = new Transaction()
    good.addInput({
      txid: coin!.txid,
      index: coin!.index,
      witnessUtxo: { script: taproot.script, amount: 10_000_000n },
      tapInternalKey: taproot.tapInternalKey,
    })
    good.addOutputAddress(testBitcoinAccounts[1]!.taprootAddress, 4_000_000n, chain.network)
    good.addOutputAddress(payer.taprootAddress, 10_000_000n - 4_000_000n - 400n, chain.network)
    good.sign(trKey)
    good.finalize()
    const forged = tamper(good.hex, (tx) => {
      const signature = tx.witnesses![0]![0]!
      expect(signature).toHaveLength(64)
      signature[40] = signature[40]! ^ 0x01
    })
    expect(await rejectionOf(forged)).toContain('Invalid Schnorr signature')
    expect(await esplora.sendTx(good.hex)).toBe(good.id)
    expect((await esplora.balance(testBitcoinAccounts[1]!.taprootAddress)).balance).toBe(4_000_000n)
    await chain.mine()
    expect((await esplora.txInfo(good.id)).status.confirmed).toBe(true)
  })

  it('pages an address history as Esplora does (mempool first, then 25 confirmed per page)', async () => {
    const heidi = wallet('heidi').payment.address!
    for (let i = 0; i < 30; i++) await chain.faucet(heidi, BigInt(1000 + i))
    await chain.mine()
    for (let i = 0; i < 3; i++) await chain.faucet(heidi, BigInt(5000 + i))
    const first = (await getJson(`/address/${heidi}/txs`)).body as {
      txid: string
      status: { confirmed: boolean }
    }[]
    expect(first).toHaveLength(3 + 25)
    expect(first.slice(0, 3).every((tx) => !tx.status.confirmed)).toBe(true)
    const last = first[first.length - 1]!.txid
    const next = (await getJson(`/address/${heidi}/txs/chain/${last}`)).body as unknown[]
    expect(next).toHaveLength(5)
    expect((await getJson(`/address/${heidi}/txs/mempool`)).body).toHaveLength(3)

    const rows = []
    for await (const row of esplora.history(heidi)) rows.push(row)
    expect(rows).toHaveLength(33)
    expect(new Set(rows.map((row) => row.txid)).size).toBe(33)
    // Newest first: the mempool credits, then the block's, latest accepted first.
    expect(rows[0]!.transfers).toEqual([{ to: heidi, value: 5002n }])
    expect(rows[32]!.transfers).toEqual([{ to: heidi, value: 1000n }])
    const stats = await esplora.balance(heidi)
    expect(stats.txCount).toBe(33)
  })

  it('serves the test-only faucet and mine routes and refuses bad input with 400/404', async () => {
    const ivan = wallet('ivan').payment.address!
    const faucet = await fetch(`${chain.url}/test/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: ivan, sats: 12_345 }),
    })
    expect(faucet.status).toBe(200)
    const { txid } = (await faucet.json()) as { txid: string }
    const height = await esplora.height()
    const mined = await fetch(`${chain.url}/test/mine`, {
      method: 'POST',
      body: JSON.stringify({ blocks: 2 }),
    })
    expect(await mined.json()).toMatchObject({ height: height + 2 })
    expect((await getJson(`/tx/${txid}/status`)).body).toMatchObject({
      confirmed: true,
      block_height: height + 1,
    })
    expect((await getJson(`/tx/${txid}`)).body).toMatchObject({ vin: [{ is_coinbase: true }], fee: 0 })

    const bad = await fetch(`${chain.url}/test/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', sats: 1 }),
    })
    expect(bad.status).toBe(400)
    expect((await getJson('/address/bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')).status).toBe(400)
    expect((await getJson(`/tx/${'ab'.repeat(32)}/status`)).status).toBe(404)
    expect((await fetch(`${chain.url}/tx/${'ab'.repeat(32)}/hex`)).status).toBe(404)
    const preflight = await fetch(`${chain.url}/test/faucet`, { method: 'OPTIONS' })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })
})
