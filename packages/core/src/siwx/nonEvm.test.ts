import { readFile } from 'node:fs/promises'
import { REGTEST_NETWORK, signBip322Simple } from '@airlock/bitcoin/bip322'
import { type Cloud, createCloud } from '@airlock/cloud'
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base58 } from '@scure/base'
import { p2wpkh } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import type { ConnectorInfo } from '../connect/connectorsStore.ts'
import { createKit } from '../kit.ts'
import { airlockBitcoinTestChain, airlockSolanaLocal } from '../networks/index.ts'
import { createMemoryBackend, createStorage } from '../storage/storage.ts'
import { createFakeAdapter } from '../test/fakeAdapter.ts'
import type { ChainNamespace } from '../types.ts'
import { createCloudSiwx, SIWX_TOKENS_KEY } from './cloud.ts'
import type { SIWXNetworkId } from './types.ts'

/*
 * Sign-In with Solana and with Bitcoin against a real cloud: the kit writes the CAIP-122 text, the account
 * signs it as its wallet would (Ed25519 with a base58 signature; BIP-322 simple in base64), the cloud's POST
 * /v1/siwx/verify checks it and GET /v1/siwx/sessions answers the session back.
 */

const PROJECT = 'siwx-non-evm'
const DAPP = 'https://dapp.example.com'
const SOLANA = airlockSolanaLocal.caipNetworkId as SIWXNetworkId
const BITCOIN = airlockBitcoinTestChain.caipNetworkId as SIWXNetworkId

const solanaSecret = ed25519.utils.randomPrivateKey()
const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSecret))
const bitcoinKey = secp256k1.utils.randomPrivateKey()
const bitcoinAddress = p2wpkh(secp256k1.getPublicKey(bitcoinKey, true), REGTEST_NETWORK).address!

/** What a Solana wallet's signMessage answers through the adapter: the Ed25519 signature in base58. */
const signSolana = (message: string) =>
  base58.encode(ed25519.sign(new TextEncoder().encode(message), solanaSecret))
/** What a Bitcoin wallet's signMessage (protocol BIP-322) answers through the adapter: the witness in base64. */
const signBitcoin = (message: string) =>
  signBip322Simple({ privateKey: bitcoinKey, address: bitcoinAddress, message, network: REGTEST_NETWORK })

/** The page's fetch: a browser sends the Origin header the cloud checks; Node's fetch does not. */
const pageFetch: typeof fetch = (input, init = {}) =>
  fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), origin: DAPP } })

let cloud: Cloud

beforeAll(async () => {
  // The unit project's initialised PGlite cluster (services/cloud/src/test/pgliteDump.globalSetup.ts): no initdb.
  const dumpPath = inject('testPgliteDumpPath')
  cloud = await createCloud({
    ...(dumpPath ? { pgliteMemoryDump: new Blob([await readFile(dumpPath)]) } : {}),
    port: 0,
    dataDir: 'memory://',
    chains: [],
    projectsFile: null,
    logger: false,
    indexer: false,
    projectCacheMs: 0,
    // Verifying a Solana or Bitcoin sign-in asks no node: the chains only have to be served.
    solanaChains: [{ caipNetworkId: SOLANA, rpcUrl: 'http://127.0.0.1:1' }],
    bitcoinChains: [{ caipNetworkId: BITCOIN, esploraUrl: 'http://127.0.0.1:1', network: 'regtest' }],
  })
  await cloud.context.projects.create({ id: PROJECT, allowedOrigins: [DAPP] })
  // The page the kit runs in: createMessage's domain and uri.
  vi.stubGlobal('location', { host: 'dapp.example.com', href: `${DAPP}/app` })
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await cloud?.close()
})

function cloudSiwx() {
  const storage = createStorage(createMemoryBackend())
  const siwx = createCloudSiwx({ fetch: pageFetch, statement: 'Sign in to the test dapp' })
  siwx.attach?.({ storage, cloudUrl: cloud.url, projectId: PROJECT, metadata: undefined })
  return { siwx, storage }
}

const accounts = [
  { name: 'Solana', chainId: SOLANA, address: () => solanaAddress, sign: signSolana },
  { name: 'Bitcoin', chainId: BITCOIN, address: () => bitcoinAddress, sign: signBitcoin },
] as const

describe('createCloudSiwx with a real cloud, Solana and Bitcoin', () => {
  it.each(accounts)('signs in a $name account and reads its session back', async (account) => {
    const { siwx, storage } = cloudSiwx()
    const address = account.address()
    const message = await siwx.createMessage({ accountAddress: address, chainId: account.chainId })
    const text = message.toString()
    expect(text.split('\n').slice(0, 4)).toEqual([
      `dapp.example.com wants you to sign in with your ${account.name} account:`,
      address,
      '',
      'Sign in to the test dapp',
    ])
    expect(text).toContain(
      `\nURI: ${DAPP}/app\nVersion: 1\nChain ID: ${account.chainId}\nNonce: ${message.nonce}\n`,
    )

    await siwx.addSession({
      data: { ...message },
      message: text,
      signature: account.sign(text),
    })
    // The token is kept under the address as the chain spells it.
    expect(Object.keys(storage.getItem(SIWX_TOKENS_KEY) as object)).toEqual([`${account.chainId}:${address}`])
    expect(siwx.getToken(account.chainId, address)).toMatch(/.{20,}/)

    const [session, ...more] = await siwx.getSessions(account.chainId, address)
    expect(more).toEqual([])
    expect(session).toMatchObject({
      data: {
        accountAddress: address,
        chainId: account.chainId,
        nonce: message.nonce,
        domain: 'dapp.example.com',
      },
      message: text,
    })

    await siwx.revokeSession(account.chainId, address)
    expect(await siwx.getSessions(account.chainId, address)).toEqual([])
  })

  it('keeps base58 case (another case is another Solana account) and finds bech32 in any case', async () => {
    const solana = cloudSiwx().siwx
    const message = await solana.createMessage({ accountAddress: solanaAddress, chainId: SOLANA })
    await solana.addSession({
      data: { ...message },
      message: `${message}`,
      signature: signSolana(`${message}`),
    })
    expect(solana.getToken(SOLANA, solanaAddress)).toBeDefined()
    expect(solana.getToken(SOLANA, solanaAddress.toLowerCase())).toBeUndefined()
    expect(await solana.getSessions(SOLANA, solanaAddress.toLowerCase())).toEqual([])

    const bitcoin = cloudSiwx().siwx
    const upper = bitcoinAddress.toUpperCase()
    const btcMessage = await bitcoin.createMessage({ accountAddress: bitcoinAddress, chainId: BITCOIN })
    await bitcoin.addSession({
      data: { ...btcMessage },
      message: `${btcMessage}`,
      signature: signBitcoin(`${btcMessage}`),
    })
    expect(await bitcoin.getSessions(BITCOIN, upper)).toMatchObject([
      { data: { accountAddress: bitcoinAddress } },
    ])
  })

  it("refuses a Solana signature of another key with the cloud's words", async () => {
    const { siwx } = cloudSiwx()
    const message = await siwx.createMessage({ accountAddress: solanaAddress, chainId: SOLANA })
    const stranger = ed25519.utils.randomPrivateKey()
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(`${message}`), stranger))
    await expect(
      siwx.addSession({ data: { ...message }, message: `${message}`, signature }),
    ).rejects.toMatchObject({
      status: 401,
      shortMessage: "The signature does not match the message's address",
    })
    expect(siwx.getToken(SOLANA, solanaAddress)).toBeUndefined()
  })
})

const kits = [
  {
    namespace: 'solana' as ChainNamespace,
    network: airlockSolanaLocal,
    address: () => solanaAddress,
    sign: signSolana,
  },
  {
    namespace: 'bip122' as ChainNamespace,
    network: airlockBitcoinTestChain,
    address: () => bitcoinAddress,
    sign: signBitcoin,
  },
]

/** A kit with one adapter of the namespace whose wallet signs for real, the cloud's SIWX, and a given storage. */
function kitOf(setup: (typeof kits)[number], backend: ReturnType<typeof createMemoryBackend>) {
  const fake = createFakeAdapter(setup.namespace)
  const connector: ConnectorInfo = {
    id: `${setup.namespace}.wallet`,
    name: 'Wallet',
    type: 'ANNOUNCED',
    chain: setup.namespace,
  }
  fake.state.connectors = [connector]
  fake.state.connectResult = { address: setup.address(), chainId: String(setup.network.id), accounts: [] }
  fake.adapter.signMessage = async ({ message }) => setup.sign(message)
  const airlock = createKit({
    projectId: PROJECT,
    networks: [setup.network],
    adapters: [fake.adapter],
    storage: backend,
    isMobile: () => false,
    cloudUrl: cloud.url,
    siwx: createCloudSiwx({ fetch: pageFetch }),
  })
  return { airlock, connector }
}

// Each wait spans calls to the cloud (its database included); vi.waitFor's 1 s default is too short for a
// machine busy with the rest of the suite.
const CLOUD_ROUND_TRIP = { timeout: 15_000 }

describe('the sign-in flow for a connected Solana or Bitcoin account', () => {
  it.each(kits)(
    '$namespace: asks, signs through the adapter, and a reload finds the session',
    async (setup) => {
      const backend = createMemoryBackend()
      const first = kitOf(setup, backend)
      await first.airlock.connect(first.connector)
      await vi.waitFor(() => expect(first.airlock.siwx.getState().status).toBe('unsigned'), CLOUD_ROUND_TRIP)
      expect(first.airlock.router.getState().view).toBe('SIWXSignMessage')

      const session = await first.airlock.siwxActions.signIn()
      expect(first.airlock.siwx.getState()).toMatchObject({ status: 'signed', error: undefined })
      expect(session?.data).toMatchObject({
        accountAddress: setup.address(),
        chainId: setup.network.caipNetworkId,
      })
      expect(first.airlock.modal.getState().open).toBe(false)
      first.airlock.destroy()

      // A reload: the stored token's session is read back from the cloud and nothing opens.
      const again = kitOf(setup, backend)
      await again.airlock.connect(again.connector)
      await vi.waitFor(() => expect(again.airlock.siwx.getState().status).toBe('signed'), CLOUD_ROUND_TRIP)
      expect(again.airlock.siwx.getState().session?.data.accountAddress).toBe(setup.address())
      expect(again.airlock.modal.getState().open).toBe(false)
      again.airlock.destroy()
    },
  )
})
