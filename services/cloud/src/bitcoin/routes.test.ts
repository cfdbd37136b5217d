import { signBip322Simple } from '@airlock/bitcoin/bip322'
import type { BalanceResponse, HistoryResponse } from '@airlock/core/internal'
import {
  type BitcoinTestChain,
  startBitcoinTestChain,
  testBitcoinAccounts,
} from '@airlock/testing/bitcoin-chain'
import { secp256k1 } from '@noble/curves/secp256k1'
import { OutScript, p2wpkh, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { BITCOIN_NETWORKS } from './network.ts'

const PROJECT = 'bitcoin-test'
const DAPP = 'https://dapp.example.com'
const regtest = BITCOIN_NETWORKS.regtest
const [payer] = testBitcoinAccounts

let chain: BitcoinTestChain
let cloud: Cloud

beforeAll(async () => {
  chain = await startBitcoinTestChain({ port: 0 })
  cloud = await startTestCloud({
    indexer: false,
    bitcoinChains: [{ caipNetworkId: chain.caipNetworkId, esploraUrl: chain.url, nativePriceUsd: 100_000 }],
  })
  await cloud.context.projects.create({ id: PROJECT, allowedOrigins: [DAPP] })
})
afterAll(async () => {
  await cloud?.close()
  await chain?.stop()
})

const api = <T>(path: string, query: Record<string, string> = {}) =>
  fetchJson<T & { error?: string }>(
    `${cloud.url}${path}?${new URLSearchParams({ projectId: PROJECT, ...query })}`,
  )

const freshAddress = () =>
  p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), regtest).address!

/** Pays `sats` from the payer's p2wpkh address (change back to it), broadcast to the test chain; its txid. */
async function pay(to: string, sats: bigint, fee = 1_000n): Promise<string> {
  const privateKey = Buffer.from(payer!.privateKeyHex, 'hex')
  const script = OutScript.encode({
    type: 'wpkh',
    hash: p2wpkh(Buffer.from(payer!.publicKeyHex, 'hex'), regtest).hash,
  })
  const utxos = (await (await fetch(`${chain.url}/address/${payer!.address}/utxo`)).json()) as {
    txid: string
    vout: number
    value: number
  }[]
  const tx = new Transaction()
  let total = 0n
  for (const utxo of utxos) {
    tx.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script, amount: BigInt(utxo.value) } })
    total += BigInt(utxo.value)
    if (total >= sats + fee) break
  }
  tx.addOutputAddress(to, sats, regtest)
  tx.addOutputAddress(payer!.address, total - sats - fee, regtest)
  tx.sign(privateKey)
  tx.finalize()
  const response = await fetch(`${chain.url}/tx`, { method: 'POST', body: tx.hex })
  if (!response.ok) throw new Error(await response.text())
  return response.text()
}

describe('Bitcoin balances and activity', () => {
  it('answers the BTC balance from Esplora, priced from the config', async () => {
    const response = await api<BalanceResponse>(`/v1/account/${payer!.taprootAddress}/balance`, {
      currency: 'usd',
      chainId: chain.caipNetworkId,
    })
    expect(response).toMatchObject({
      status: 200,
      body: {
        balances: [
          {
            name: 'Bitcoin',
            symbol: 'BTC',
            chainId: chain.caipNetworkId,
            price: 100_000,
            value: 10_000,
            quantity: { numeric: '0.1', decimals: '8' },
            iconUrl: `${cloud.url}/public/getTokenImage/BTC`,
          },
        ],
      },
    })
    expect(response.body.balances[0]).not.toHaveProperty('address')
    const empty = await api<BalanceResponse>(`/v1/account/${freshAddress()}/balance`)
    expect(empty.body).toEqual({ balances: [] })
  })

  it('shows a payment as pending, then confirmed: a send for the payer and a receive for the recipient', async () => {
    const recipient = freshAddress()
    const txid = await pay(recipient, 25_000_000n)
    const pending = await api<HistoryResponse>(`/v1/account/${recipient}/history`, {
      chainId: chain.caipNetworkId,
    })
    expect(pending.body).toMatchObject({
      data: [
        {
          id: `${chain.caipNetworkId}:${txid}`,
          metadata: {
            operationType: 'receive',
            hash: txid,
            status: 'pending',
            sentFrom: payer!.address,
            sentTo: recipient,
          },
          transfers: [{ direction: 'in', quantity: { numeric: '0.25' }, price: 100_000, value: 25_000 }],
        },
      ],
      next: null,
    })
    const unconfirmed = await api<BalanceResponse>(`/v1/account/${recipient}/balance`)
    expect(unconfirmed.body.balances).toMatchObject([{ quantity: { numeric: '0.25' } }])

    await chain.mine()
    const mined = await api<HistoryResponse>(`/v1/account/${chain.caipNetworkId}:${recipient}/history`)
    expect(mined.body.data).toMatchObject([{ metadata: { hash: txid, status: 'confirmed' } }])
    const sent = await api<HistoryResponse>(`/v1/account/${payer!.address}/history`, { limit: '1' })
    expect(sent.body.data).toMatchObject([
      {
        metadata: {
          operationType: 'send',
          hash: txid,
          status: 'confirmed',
          sentFrom: payer!.address,
          sentTo: recipient,
        },
        // What the recipient got: not the change, not the fee.
        transfers: [{ direction: 'out', quantity: { numeric: '0.25' } }],
      },
    ])
    // The payer's funding at start is older: the next page has it.
    expect(sent.body.next).toEqual(expect.any(String))
    const older = await api<HistoryResponse>(`/v1/account/${payer!.address}/history`, {
      limit: '1',
      cursor: sent.body.next!,
    })
    expect(older.body.data).toHaveLength(1)
    expect(older.body.data[0]!.metadata.hash).not.toBe(txid)
  })

  it('refuses an address of another network, and a bad cursor', async () => {
    const mainnet = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    expect(await api(`/v1/account/${mainnet}/balance`, { chainId: chain.caipNetworkId })).toMatchObject({
      status: 400,
      body: { error: `Invalid Bitcoin address: ${mainnet} is not a regtest address` },
    })
    expect(await api(`/v1/account/${payer!.address}/history`, { cursor: 'garbage!' })).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^Invalid cursor/) },
    })
  })
})

describe('Sign-In with Bitcoin', () => {
  const call = <T>(path: string, body?: unknown, token?: string) =>
    fetchJson<T & { error?: string }>(`${cloud.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        origin: DAPP,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  async function message(address: string) {
    const { body } = await call<{ nonce: string }>(`/v1/siwx/nonce?projectId=${PROJECT}`, {})
    return [
      'dapp.example.com wants you to sign in with your Bitcoin account:',
      address,
      '',
      `URI: ${DAPP}/`,
      'Version: 1',
      `Chain ID: ${chain.caipNetworkId}`,
      `Nonce: ${body.nonce}`,
      `Issued At: ${new Date().toISOString()}`,
    ].join('\n')
  }

  it('verifies BIP-322 signatures of p2wpkh and p2tr addresses and opens their sessions', async () => {
    const privateKey = Buffer.from(payer!.privateKeyHex, 'hex')
    for (const address of [payer!.address, payer!.taprootAddress]) {
      const text = await message(address)
      const signature = signBip322Simple({ privateKey, address, message: text, network: regtest })
      const verified = await call<{ token: string; session: { data: { accountAddress: string } } }>(
        `/v1/siwx/verify?projectId=${PROJECT}`,
        { message: text, signature },
      )
      expect(verified).toMatchObject({
        status: 200,
        body: { session: { data: { accountAddress: address } } },
      })
      const session = await call<{ address: string; chainId: string }>(
        `/v1/siwx/session?projectId=${PROJECT}`,
        undefined,
        verified.body.token,
      )
      expect(session.body).toMatchObject({ address, chainId: chain.caipNetworkId })
      const sessions = await call<{ sessions: unknown[] }>(
        `/v1/siwx/sessions?${new URLSearchParams({ projectId: PROJECT, chainId: chain.caipNetworkId, address: address.toUpperCase() })}`,
        undefined,
        verified.body.token,
      )
      // bech32 addresses compare in any letter case.
      expect(sessions.body.sessions).toHaveLength(1)
    }
  })

  it("refuses another key's signature", async () => {
    const text = await message(payer!.address)
    const other = Buffer.from(testBitcoinAccounts[1]!.privateKeyHex, 'hex')
    const signature = signBip322Simple({
      privateKey: other,
      address: testBitcoinAccounts[1]!.address,
      message: text,
      network: regtest,
    })
    expect(await call(`/v1/siwx/verify?projectId=${PROJECT}`, { message: text, signature })).toMatchObject({
      status: 401,
      body: { error: "The signature does not match the message's address" },
    })
  })
})
