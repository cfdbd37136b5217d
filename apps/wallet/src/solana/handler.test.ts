import { devnetSolanaAccounts, type SolanaDevnet, startSolanaDevnet } from '@airlock/devnet'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createKeyPairFromPrivateKeyBytes,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPair,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainRequestHandler } from '../chains/requestTypes.ts'
import { SOLANA_ACCOUNT, SOLANA_NETWORKS, SOLANA_USDC } from '../config.ts'
import { createSolanaHandler } from './handler.ts'

const LOCAL = 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ'
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const wallet = address(SOLANA_ACCOUNT.address)

let devnet: SolanaDevnet
let rpc: ReturnType<typeof createSolanaRpc>
let solana: ChainRequestHandler

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
  rpc = createSolanaRpc(devnet.rpcUrl)
  const networks = SOLANA_NETWORKS.map((item) =>
    item.caip === LOCAL ? { ...item, rpcUrl: devnet.rpcUrl } : item,
  )
  solana = await createSolanaHandler({ seedHex: SOLANA_ACCOUNT.seedHex, networks })
})

afterAll(async () => {
  await devnet?.stop()
})

/** An unsigned transaction paid by the wallet, base64 wire, as a dapp sends it. */
async function walletTransaction(instructions: Instruction[]): Promise<string> {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(wallet, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}

const newAddress = async () => getAddressFromPublicKey((await generateKeyPair()).publicKey)

async function waitForStatus(signature: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { value } = await rpc.getSignatureStatuses([signature as never]).send()
    if (value[0]) return value[0]
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${signature} never landed`)
}

const request = (method: string, params: unknown, chainId = LOCAL) => ({ method, params, chainId })

describe('the reference wallet’s solana namespace', () => {
  it('answers solana_getAccounts and solana_requestAccounts at once with [{ pubkey }]', async () => {
    expect(solana.needsApproval('solana_getAccounts')).toBe(false)
    expect(await solana.perform(request('solana_getAccounts', {}))).toEqual([
      { pubkey: SOLANA_ACCOUNT.address },
    ])
    expect(await solana.perform(request('solana_requestAccounts', {}))).toEqual([
      { pubkey: SOLANA_ACCOUNT.address },
    ])
  })

  it('shows a message and signs it (base58 in, base58 signature out)', async () => {
    const text = 'Sign in to Airlock Demo'
    const message = getBase58Decoder().decode(new TextEncoder().encode(text))
    const params = { message, pubkey: SOLANA_ACCOUNT.address }
    expect(solana.needsApproval('solana_signMessage')).toBe(true)
    const summary = solana.describe(request('solana_signMessage', params))
    expect(summary).toMatchObject({
      title: 'Solana signature request',
      action: 'Sign',
      account: SOLANA_ACCOUNT.address,
      network: 'Airlock Solana Local',
      message: { text, isText: true },
    })
    const { signature } = (await solana.perform(request('solana_signMessage', params))) as {
      signature: string
    }
    const keyPair = await createKeyPairFromPrivateKeyBytes(Buffer.from(SOLANA_ACCOUNT.seedHex, 'hex'))
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(await verifySignature(keyPair.publicKey, bytes as never, new TextEncoder().encode(text))).toBe(
      true,
    )
  })

  it('refuses another pubkey (4100), malformed params (-32602) and unknown methods (4200) before any sheet', async () => {
    const message = getBase58Decoder().decode(new Uint8Array([1, 2, 3]))
    expect(() =>
      solana.describe(request('solana_signMessage', { message, pubkey: devnetSolanaAccounts[1]?.address })),
    ).toThrow(expect.objectContaining({ code: 4100 }))
    expect(() => solana.describe(request('solana_signMessage', { message: '0OIl' }))).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
    expect(() => solana.describe(request('solana_signTransaction', { transaction: 'bm90IGEgdHg=' }))).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
    expect(() => solana.describe(request('solana_signIn', {}))).toThrow(
      expect.objectContaining({ code: 4200 }),
    )
    await expect(
      solana.perform(request('solana_getAccounts', {}, 'solana:unknownchain')),
    ).rejects.toMatchObject({
      code: 4901,
    })
  })

  it('shows a SOL transfer (amount, receiver, fee), then signs and sends it to the local chain', async () => {
    const receiver = await newAddress()
    const transaction = await walletTransaction([
      getTransferSolInstruction({
        source: createNoopSigner(wallet),
        destination: receiver,
        amount: 500_000_000n,
      }),
    ])
    const req = request('solana_signAndSendTransaction', {
      transaction,
      sendOptions: { skipPreflight: false },
    })
    const summary = solana.describe(req)
    expect(summary).toMatchObject({
      title: 'Solana transaction',
      action: 'Send',
      amount: { value: '0.5', symbol: 'SOL' },
    })
    expect(summary.facts).toContainEqual(expect.objectContaining({ testId: 'solana-to', value: receiver }))
    expect(summary.facts).toContainEqual(
      expect.objectContaining({ testId: 'solana-fee', value: 'Estimating…' }),
    )
    expect(await solana.details(req)).toContainEqual(
      expect.objectContaining({ testId: 'solana-fee', value: '0.000005 SOL' }),
    )
    const result = (await solana.perform(req)) as { signature: string }
    expect(Object.keys(result)).toEqual(['signature'])
    await waitForStatus(result.signature)
    const { value } = await rpc.getBalance(receiver).send()
    expect(value).toBe(500_000_000n)
    expect(solana.done(req, result)).toMatchObject({
      kind: 'sent',
      title: 'Sent 0.5 SOL',
      detail: result.signature,
    })
  })

  it('shows a USDC transfer to a new token account (owner, mint, rent) and signs it for the dapp to send', async () => {
    const receiver = await newAddress()
    const mint = address(SOLANA_USDC.mint)
    const [source] = await findAssociatedTokenPda({
      owner: wallet,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [destination] = await findAssociatedTokenPda({
      owner: receiver,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const payer = createNoopSigner(wallet)
    const transaction = await walletTransaction([
      getCreateAssociatedTokenIdempotentInstruction({ payer, ata: destination, owner: receiver, mint }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: payer,
        amount: 2_500_000n,
        decimals: 6,
      }),
    ])
    const req = request('solana_signTransaction', { transaction })
    const summary = solana.describe(req)
    expect(summary).toMatchObject({ action: 'Sign', amount: { value: '2.5', symbol: 'USDC' } })
    expect(summary.facts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'To', testId: 'solana-to', value: receiver }),
        expect.objectContaining({ testId: 'solana-token', value: SOLANA_USDC.mint }),
        expect.objectContaining({ testId: 'solana-new-token-account' }),
      ]),
    )
    const details = await solana.details(req)
    expect(details).toContainEqual(
      expect.objectContaining({
        testId: 'solana-fee',
        value: '0.000005 SOL + 0.00203928 SOL rent for the new token account',
      }),
    )
    const signed = (await solana.perform(req)) as { signature: string; transaction: string }
    expect(Object.keys(signed).sort()).toEqual(['signature', 'transaction'])
    // The dapp sends what the wallet signed: the chain accepts it and the receiver holds the USDC.
    const sent = await rpc.sendTransaction(signed.transaction as never, { encoding: 'base64' }).send()
    expect(sent).toBe(signed.signature)
    await waitForStatus(sent)
    const balance = await rpc.getTokenAccountBalance(destination).send()
    expect(balance.value.amount).toBe('2500000')
  })

  it('signs several transactions (solana_signAllTransactions) and blocks sends on a chain without a node', async () => {
    const receiver = await newAddress()
    const one = await walletTransaction([
      getTransferSolInstruction({
        source: createNoopSigner(wallet),
        destination: receiver,
        amount: 1_000_000n,
      }),
    ])
    const req = request('solana_signAllTransactions', { transactions: [one, one] })
    expect(solana.describe(req).title).toBe('Sign 2 Solana transactions')
    const { transactions } = (await solana.perform(req)) as { transactions: string[] }
    expect(transactions).toHaveLength(2)
    expect(transactions[0]).not.toBe(one)
    const mainnet = request('solana_signAndSendTransaction', { transaction: one }, MAINNET)
    expect(solana.describe(mainnet)).toMatchObject({ blocked: true, network: 'Solana' })
    await expect(solana.perform(mainnet)).rejects.toMatchObject({ code: 4901 })
  })
})
