import type { BalanceResponse, HistoryResponse } from '@airlock/core/internal'
import { devnetSolanaUsdc } from '@airlock/devnet'
import { ed25519 } from '@noble/curves/ed25519'
import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getAddressEncoder,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getProgramDerivedAddress,
  getSignatureFromTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { TOKEN_PROGRAM } from './balance.ts'
import { useSolanaCloud } from './testkit.ts'

const SYSTEM_PROGRAM = address('11111111111111111111111111111111')
const ATA_PROGRAM = address('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
const USDC = address(devnetSolanaUsdc.mint)

const kit = useSolanaCloud()
const { api, chainId, rpc } = kit

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
      { address: kit.payer.address, role: AccountRole.WRITABLE_SIGNER, signer: kit.payer } as never,
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
  const source = await tokenAccountOf(kit.payer.address)
  const destination = await tokenAccountOf(to)
  return [
    {
      programAddress: ATA_PROGRAM,
      accounts: [
        { address: kit.payer.address, role: AccountRole.WRITABLE_SIGNER, signer: kit.payer } as never,
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
        { address: kit.payer.address, role: AccountRole.READONLY_SIGNER, signer: kit.payer } as never,
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
    (m) => setTransactionMessageFeePayerSigner(kit.payer, m),
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

describe('Solana balances and activity', () => {
  it('answers SOL and SPL balances with USD values from the config', async () => {
    const response = await api<BalanceResponse>(`/v1/account/${kit.payer.address}/balance`, {
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
      iconUrl: `${kit.cloud.url}/public/getTokenImage/USDC`,
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
          sentFrom: kit.payer.address,
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
          sentFrom: kit.payer.address,
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

    const sent = await api<HistoryResponse>(`/v1/account/${chainId}:${kit.payer.address}/history`, {
      limit: '2',
    })
    expect(sent.body.data).toMatchObject([
      {
        metadata: {
          operationType: 'send',
          hash: usdcSignature,
          sentFrom: kit.payer.address,
          sentTo: recipient,
        },
        transfers: [{ direction: 'out', quantity: { numeric: '12.5' } }],
      },
      {
        metadata: { operationType: 'send', hash: solSignature, sentTo: recipient },
        transfers: [{ direction: 'out', quantity: { numeric: '2' } }],
      },
    ])
    // The account has older activity (its funding at start): the next page continues after these two.
    expect(sent.body.next).toEqual(expect.any(String))
    const older = await api<HistoryResponse>(`/v1/account/${kit.payer.address}/history`, {
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
    const source = await tokenAccountOf(kit.payer.address)
    const signature = await send([
      {
        programAddress: address(TOKEN_PROGRAM),
        accounts: [
          { address: source, role: AccountRole.WRITABLE },
          { address: USDC, role: AccountRole.READONLY },
          { address: destination, role: AccountRole.WRITABLE },
          { address: kit.payer.address, role: AccountRole.READONLY_SIGNER, signer: kit.payer } as never,
        ],
        data: new Uint8Array([12, ...u64(3_000_000n), devnetSolanaUsdc.decimals]),
      },
    ])
    const history = await api<HistoryResponse>(`/v1/account/${recipient}/history`, { chainId })
    expect(history.body.data[0]).toMatchObject({
      metadata: { hash: signature, operationType: 'receive', sentFrom: kit.payer.address },
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
    const other = await api(`/v1/account/${kit.payer.address}/history`, { chainId: mainnet })
    expect(other).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^Unsupported chain: solana:5eykt/) },
    })
  })
})
