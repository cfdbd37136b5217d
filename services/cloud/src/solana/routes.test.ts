import type { BalanceResponse, HistoryResponse } from '@airlock/core/internal'
import { devnetSolanaAccounts, devnetSolanaUsdc, type SolanaDevnet, startSolanaDevnet } from '@airlock/devnet'
import { ed25519 } from '@noble/curves/ed25519'
import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getAddressEncoder,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getProgramDerivedAddress,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { TOKEN_PROGRAM } from './balance.ts'

const PROJECT = 'solana-test'
const DAPP = 'https://dapp.example.com'
const SYSTEM_PROGRAM = address('11111111111111111111111111111111')
const ATA_PROGRAM = address('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
const USDC = address(devnetSolanaUsdc.mint)

let solana: SolanaDevnet
let cloud: Cloud
let chainId: string
let payer: KeyPairSigner

beforeAll(async () => {
  solana = await startSolanaDevnet({ port: 0 })
  chainId = solana.caipNetworkId
  cloud = await startTestCloud({
    indexer: false,
    solanaChains: [
      {
        caipNetworkId: chainId,
        rpcUrl: solana.rpcUrl,
        nativePriceUsd: 150,
        tokens: [{ ...devnetSolanaUsdc, priceUsd: 1 }],
      },
    ],
  })
  await cloud.context.projects.create({ id: PROJECT, allowedOrigins: [DAPP] })
  payer = await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(devnetSolanaAccounts[0]!.seedHex, 'hex'))
})
afterAll(async () => {
  await cloud?.close()
  await solana?.stop()
})

const gatewayUrl = () => `${cloud.url}/v1/?chainId=${chainId}&projectId=${PROJECT}`
const rpc = () => createSolanaRpc(gatewayUrl())

const rpcCall = (body: unknown) =>
  fetchJson<unknown>(gatewayUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const api = <T>(path: string, query: Record<string, string> = {}) =>
  fetchJson<T & { error?: string }>(
    `${cloud.url}${path}?${new URLSearchParams({ projectId: PROJECT, ...query })}`,
  )

/** A fresh key's address: only what a test gives it. */
const freshAddress = () =>
  getBase58Decoder().decode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey())) as Address

const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return bytes
}

function transferSol(to: Address, lamports: bigint): Instruction {
  return {
    programAddress: SYSTEM_PROGRAM,
    accounts: [
      { address: payer.address, role: AccountRole.WRITABLE_SIGNER, signer: payer } as never,
      { address: to, role: AccountRole.WRITABLE },
    ],
    data: new Uint8Array([2, 0, 0, 0, ...u64(lamports)]),
  }
}

async function tokenAccountOf(owner: Address) {
  const encoder = getAddressEncoder()
  const [ata] = await getProgramDerivedAddress({
    programAddress: ATA_PROGRAM,
    seeds: [encoder.encode(owner), encoder.encode(address(TOKEN_PROGRAM)), encoder.encode(USDC)],
  })
  return ata
}

/** Creates the recipient's USDC account when missing (idempotent), then transferChecked. */
async function transferUsdc(to: Address, amount: bigint): Promise<Instruction[]> {
  const source = await tokenAccountOf(payer.address)
  const destination = await tokenAccountOf(to)
  return [
    {
      programAddress: ATA_PROGRAM,
      accounts: [
        { address: payer.address, role: AccountRole.WRITABLE_SIGNER, signer: payer } as never,
        { address: destination, role: AccountRole.WRITABLE },
        { address: to, role: AccountRole.READONLY },
        { address: USDC, role: AccountRole.READONLY },
        { address: SYSTEM_PROGRAM, role: AccountRole.READONLY },
        { address: address(TOKEN_PROGRAM), role: AccountRole.READONLY },
      ],
      data: new Uint8Array([1]),
    },
    {
      programAddress: address(TOKEN_PROGRAM),
      accounts: [
        { address: source, role: AccountRole.WRITABLE },
        { address: USDC, role: AccountRole.READONLY },
        { address: destination, role: AccountRole.WRITABLE },
        { address: payer.address, role: AccountRole.READONLY_SIGNER, signer: payer } as never,
      ],
      data: new Uint8Array([12, ...u64(amount), devnetSolanaUsdc.decimals]),
    },
  ]
}

/** Signs with the test account, sends through the cloud's gateway, and waits until the chain has it. */
async function send(instructions: Instruction[]): Promise<string> {
  const { value: blockhash } = await rpc().getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  await rpc().sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
  const signature = getSignatureFromTransaction(signed)
  for (let attempt = 0; attempt < 50; attempt++) {
    const { value } = await rpc().getSignatureStatuses([signature]).send()
    if (value[0]?.confirmationStatus) return signature
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${signature} was not confirmed`)
}

describe('the RPC gateway for Solana', () => {
  it('lists the cluster among the supported chains', async () => {
    const response = await api<{ http: string[] }>('/v1/supported-chains')
    expect(response.body.http).toContain(chainId)
  })

  it("forwards reads to the cluster (kit's own client through it), single and batched", async () => {
    const { value } = await rpc().getBalance(address(devnetSolanaAccounts[1]!.address)).send()
    expect(value).toBeGreaterThan(0n)
    const batch = await rpcCall([
      { jsonrpc: '2.0', id: 'a', method: 'getGenesisHash' },
      { jsonrpc: '2.0', id: 'b', method: 'getSlot' },
    ])
    expect(batch.body).toMatchObject([
      { id: 'a', result: expect.stringMatching(new RegExp(`^${chainId.slice('solana:'.length)}`)) },
      { id: 'b', result: expect.any(Number) },
    ])
  })

  it('refuses requestAirdrop, EVM and unknown methods with -32004', async () => {
    for (const method of ['requestAirdrop', 'eth_blockNumber', 'setAccount']) {
      const response = await rpcCall({
        jsonrpc: '2.0',
        id: 1,
        method,
        params: [payer.address, 1_000_000_000],
      })
      expect(response.body).toEqual({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32004, message: `Method ${method} is not supported by the RPC gateway` },
      })
    }
  })
})

describe('Solana balances and activity', () => {
  it('answers SOL and SPL balances with USD values from the config', async () => {
    const response = await api<BalanceResponse>(`/v1/account/${payer.address}/balance`, {
      currency: 'usd',
      chainId,
    })
    expect(response.status).toBe(200)
    const [sol, usdc] = [
      response.body.balances.find((entry) => entry.symbol === 'SOL'),
      response.body.balances.find((entry) => entry.symbol === 'USDC'),
    ]
    expect(sol).toMatchObject({ name: 'Solana', chainId, price: 150, quantity: { decimals: '9' } })
    expect(Number(sol!.quantity.numeric)).toBeGreaterThan(900)
    expect(sol!.value).toBeCloseTo(Number(sol!.quantity.numeric) * 150, 4)
    expect(usdc).toMatchObject({
      name: devnetSolanaUsdc.name,
      chainId,
      address: `${chainId}:${devnetSolanaUsdc.mint}`,
      price: 1,
      quantity: { decimals: '6' },
      iconUrl: `${cloud.url}/public/getTokenImage/USDC`,
    })
    // The largest USD value first.
    expect(response.body.balances[0]!.value).toBeGreaterThanOrEqual(response.body.balances[1]!.value)
  })

  it('shows a SOL and a USDC transfer as sends for the sender and receives for the recipient', async () => {
    const recipient = freshAddress()
    const solSignature = await send([transferSol(recipient, 2_000_000_000n)])
    const usdcSignature = await send(await transferUsdc(recipient, 12_500_000n))

    const balances = await api<BalanceResponse>(`/v1/account/${recipient}/balance`, { chainId })
    expect(balances.body.balances).toEqual([
      expect.objectContaining({ symbol: 'SOL', quantity: { numeric: '2', decimals: '9' }, value: 300 }),
      expect.objectContaining({ symbol: 'USDC', quantity: { numeric: '12.5', decimals: '6' }, value: 12.5 }),
    ])

    const received = await api<HistoryResponse>(`/v1/account/${recipient}/history`, { chainId })
    expect(received.status).toBe(200)
    expect(received.body.next).toBeNull()
    expect(received.body.data).toMatchObject([
      {
        id: `${chainId}:${usdcSignature}`,
        metadata: {
          operationType: 'receive',
          hash: usdcSignature,
          sentFrom: payer.address,
          sentTo: recipient,
          status: 'confirmed',
          chain: chainId,
        },
        transfers: [
          {
            direction: 'in',
            quantity: { numeric: '12.5' },
            price: 1,
            value: 12.5,
            fungible_info: { symbol: 'USDC' },
          },
        ],
      },
      {
        metadata: {
          operationType: 'receive',
          hash: solSignature,
          sentFrom: payer.address,
          sentTo: recipient,
        },
        transfers: [
          {
            direction: 'in',
            quantity: { numeric: '2' },
            price: 150,
            value: 300,
            fungible_info: { symbol: 'SOL' },
          },
        ],
      },
    ])

    const sent = await api<HistoryResponse>(`/v1/account/${chainId}:${payer.address}/history`, { limit: '2' })
    expect(sent.body.data).toMatchObject([
      {
        metadata: { operationType: 'send', hash: usdcSignature, sentFrom: payer.address, sentTo: recipient },
        transfers: [{ direction: 'out', quantity: { numeric: '12.5' } }],
      },
      {
        metadata: { operationType: 'send', hash: solSignature, sentTo: recipient },
        transfers: [{ direction: 'out', quantity: { numeric: '2' } }],
      },
    ])
    // The account has older activity (its funding at start): the next page continues after these two.
    expect(sent.body.next).toEqual(expect.any(String))
    const older = await api<HistoryResponse>(`/v1/account/${payer.address}/history`, {
      chainId,
      limit: '2',
      cursor: sent.body.next!,
    })
    expect(older.status).toBe(200)
    const hashes = older.body.data.map((entry) => entry.metadata.hash)
    expect(hashes).not.toContain(usdcSignature)
    expect(hashes).not.toContain(solSignature)
    expect(hashes.length).toBeGreaterThan(0)
  })

  it('sees a USDC transfer into an existing token account, which does not name the owner', async () => {
    const recipient = freshAddress()
    await send(await transferUsdc(recipient, 1_000_000n))
    const destination = await tokenAccountOf(recipient)
    // Only the token accounts: the recipient's address is in neither instruction.
    const source = await tokenAccountOf(payer.address)
    const signature = await send([
      {
        programAddress: address(TOKEN_PROGRAM),
        accounts: [
          { address: source, role: AccountRole.WRITABLE },
          { address: USDC, role: AccountRole.READONLY },
          { address: destination, role: AccountRole.WRITABLE },
          { address: payer.address, role: AccountRole.READONLY_SIGNER, signer: payer } as never,
        ],
        data: new Uint8Array([12, ...u64(3_000_000n), devnetSolanaUsdc.decimals]),
      },
    ])
    const history = await api<HistoryResponse>(`/v1/account/${recipient}/history`, { chainId })
    expect(history.body.data[0]).toMatchObject({
      metadata: { hash: signature, operationType: 'receive', sentFrom: payer.address },
      transfers: [{ direction: 'in', quantity: { numeric: '3' } }],
    })
    expect(history.body.data).toHaveLength(2)
  })

  it('refuses an address that is not base58 of 32 bytes, and an unconfigured cluster', async () => {
    const bad = await api(`/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance`, { chainId })
    expect(bad).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^Invalid Solana address/) },
    })
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const other = await api(`/v1/account/${payer.address}/history`, { chainId: mainnet })
    expect(other).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^Unsupported chain: solana:5eykt/) },
    })
  })
})

describe('Sign-In with Solana', () => {
  const post = <T>(path: string, body?: unknown, token?: string) =>
    fetchJson<T & { error?: string }>(`${cloud.url}${path}?projectId=${PROJECT}`, {
      method: body === undefined && path.endsWith('session') ? 'GET' : 'POST',
      headers: {
        origin: DAPP,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  async function signIn(seedHex: string, account: string, overrides: { chainId?: string } = {}) {
    const { body } = await post<{ nonce: string }>('/v1/siwx/nonce', {})
    const message = [
      'dapp.example.com wants you to sign in with your Solana account:',
      account,
      '',
      'Sign in to the test dapp',
      '',
      `URI: ${DAPP}/app`,
      'Version: 1',
      `Chain ID: ${overrides.chainId ?? chainId}`,
      `Nonce: ${body.nonce}`,
      `Issued At: ${new Date().toISOString()}`,
      `Expiration Time: ${new Date(Date.now() + 3_600_000).toISOString()}`,
    ].join('\n')
    const signature = getBase58Decoder().decode(
      ed25519.sign(new TextEncoder().encode(message), Buffer.from(seedHex, 'hex')),
    )
    return { message, signature }
  }

  it('verifies an Ed25519 signature of a CAIP-122 message and opens a session for the base58 address', async () => {
    const [account] = devnetSolanaAccounts
    const signed = await signIn(account!.seedHex, account!.address)
    const verified = await post<{ token: string; session: { data: Record<string, unknown> } }>(
      '/v1/siwx/verify',
      signed,
    )
    expect(verified.status).toBe(200)
    expect(verified.body.session.data).toMatchObject({
      accountAddress: account!.address,
      chainId,
      domain: 'dapp.example.com',
      uri: `${DAPP}/app`,
      statement: 'Sign in to the test dapp',
    })
    const session = await fetchJson<{ address: string; chainId: string }>(
      `${cloud.url}/v1/siwx/session?projectId=${PROJECT}`,
      { headers: { origin: DAPP, authorization: `Bearer ${verified.body.token}` } },
    )
    expect(session.body).toMatchObject({ address: account!.address, chainId })
    const sessions = await fetchJson<{ sessions: unknown[] }>(
      `${cloud.url}/v1/siwx/sessions?${new URLSearchParams({ projectId: PROJECT, chainId, address: account!.address })}`,
      { headers: { origin: DAPP, authorization: `Bearer ${verified.body.token}` } },
    )
    expect(sessions.body.sessions).toHaveLength(1)
    // base58 is case-sensitive: another spelling is another account.
    const otherCase = await fetchJson<{ sessions: unknown[] }>(
      `${cloud.url}/v1/siwx/sessions?${new URLSearchParams({ projectId: PROJECT, chainId, address: account!.address.toLowerCase() })}`,
      { headers: { origin: DAPP, authorization: `Bearer ${verified.body.token}` } },
    )
    expect(otherCase.body.sessions).toEqual([])
    // The nonce is used up.
    expect((await post('/v1/siwx/verify', signed)).status).toBe(400)
  })

  it("refuses another key's signature and a cluster the cloud does not serve", async () => {
    const [account, other] = devnetSolanaAccounts
    const forged = await signIn(other!.seedHex, account!.address)
    expect(await post('/v1/siwx/verify', forged)).toMatchObject({
      status: 401,
      body: { error: "The signature does not match the message's address" },
    })
    const mainnet = await signIn(account!.seedHex, account!.address, { chainId: 'mainnet' })
    expect(await post('/v1/siwx/verify', mainnet)).toMatchObject({
      status: 400,
      body: { error: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not a chain this cloud serves' },
    })
  })
})
