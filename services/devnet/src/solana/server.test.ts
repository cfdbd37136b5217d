import {
  address,
  airdropFactory,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  type Rpc,
  type RpcSubscriptions,
  type SolanaRpcApi,
  type SolanaRpcSubscriptionsApi,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  fetchToken,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetSolanaAccounts, devnetSolanaUsdc } from './accounts.ts'
import { type SolanaDevnet, startSolanaDevnet } from './server.ts'

let devnet: SolanaDevnet
let rpc: Rpc<SolanaRpcApi>
let subscriptions: RpcSubscriptions<SolanaRpcSubscriptionsApi>
let sendAndConfirm: ReturnType<typeof sendAndConfirmTransactionFactory>
let payer: KeyPairSigner

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
  rpc = createSolanaRpc(devnet.rpcUrl)
  subscriptions = createSolanaRpcSubscriptions(devnet.wsUrl)
  sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: subscriptions })
  payer = await createKeyPairSignerFromPrivateKeyBytes(
    Buffer.from(devnetSolanaAccounts[1]?.seedHex ?? '', 'hex'),
  )
})

afterAll(async () => {
  await devnet?.stop()
})

async function signed(instructions: readonly Instruction[], feePayer = payer) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const transaction = await pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(feePayer, message),
    (message) => setTransactionMessageLifetimeUsingBlockhash(blockhash, message),
    (message) => appendTransactionMessageInstructions(instructions, message),
    (message) => signTransactionMessageWithSigners(message),
  )
  assertIsTransactionWithBlockhashLifetime(transaction)
  return transaction
}

describe('local Solana chain over JSON-RPC', () => {
  it('binds 127.0.0.1 on a free port and serves HTTP and WS on the same one', () => {
    expect(devnet.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(devnet.wsUrl).toBe(devnet.rpcUrl.replace('http:', 'ws:'))
  })

  it('confirms a SOL transfer over the websocket and moves the balances by amount and fee', async () => {
    const receiver = await generateKeyPairSigner()
    const before = (await rpc.getBalance(payer.address).send()).value
    const transaction = await signed([
      getTransferSolInstruction({
        source: payer,
        destination: receiver.address,
        amount: lamports(1_500_000_000n),
      }),
    ])
    await sendAndConfirm(transaction, { commitment: 'confirmed' })
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(1_500_000_000n)
    expect((await rpc.getBalance(payer.address).send()).value).toBe(before - 1_500_000_000n - 5_000n)
  })

  it('transfers USDC to a new owner, creating the receiver ATA, and reports both token balances', async () => {
    const sender = await createKeyPairSignerFromPrivateKeyBytes(
      Buffer.from(devnetSolanaAccounts[0]?.seedHex ?? '', 'hex'),
    )
    const receiver = await generateKeyPairSigner()
    const mint = address(devnetSolanaUsdc.mint)
    const [source] = await findAssociatedTokenPda({
      owner: sender.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [destination] = await findAssociatedTokenPda({
      owner: receiver.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const before = (await rpc.getTokenAccountBalance(source).send()).value
    const transaction = await signed(
      [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: sender,
          owner: receiver.address,
          mint,
          ata: destination,
        }),
        getTransferCheckedInstruction({
          source,
          mint,
          destination,
          authority: sender,
          amount: 2_500_000n,
          decimals: 6,
        }),
      ],
      sender,
    )
    await sendAndConfirm(transaction, { commitment: 'confirmed' })
    expect((await fetchToken(rpc, destination)).data).toMatchObject({
      owner: receiver.address,
      mint,
      amount: 2_500_000n,
    })
    expect((await rpc.getTokenAccountBalance(destination).send()).value).toEqual({
      amount: '2500000',
      decimals: 6,
      uiAmount: 2.5,
      uiAmountString: '2.5',
    })
    expect(BigInt((await rpc.getTokenAccountBalance(source).send()).value.amount)).toBe(
      BigInt(before.amount) - 2_500_000n,
    )
    const parsed = await rpc
      .getTokenAccountsByOwner(receiver.address, { mint }, { encoding: 'jsonParsed' })
      .send()
    expect(parsed.value).toHaveLength(1)
    expect(parsed.value[0]?.pubkey).toBe(destination)
    expect(parsed.value[0]?.account.data.parsed.info).toMatchObject({
      mint,
      owner: receiver.address,
      state: 'initialized',
      isNative: false,
      tokenAmount: { amount: '2500000', decimals: 6, uiAmountString: '2.5' },
    })
    const encoded = await rpc
      .getTokenAccountsByOwner(receiver.address, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'base64' })
      .send()
    expect(encoded.value.map((entry) => entry.pubkey)).toEqual([destination])
  })

  it('airdrops with kit airdropFactory', async () => {
    const receiver = await generateKeyPairSigner()
    const airdrop = airdropFactory({ rpc, rpcSubscriptions: subscriptions })
    const signature = await airdrop({
      recipientAddress: receiver.address,
      lamports: lamports(2_000_000_000n),
      commitment: 'confirmed',
    })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(2_000_000_000n)
  })

  it('answers -32601 for an unknown method', async () => {
    const response = await fetch(devnet.rpcUrl, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'getBlockProduction', params: [] }),
    })
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32601, message: 'Method not found' },
    })
    void getBase64EncodedWireTransaction
    void getSignatureFromTransaction
    void address
  })
})
