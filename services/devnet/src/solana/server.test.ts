import {
  address,
  airdropFactory,
  appendTransactionMessageInstruction,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  type Blockhash,
  compileTransactionMessage,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  estimateResourceLimitsFactory,
  generateKeyPairSigner,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageEncoder,
  getSignatureFromTransaction,
  type Instruction,
  isSolanaError,
  type KeyPairSigner,
  lamports,
  pipe,
  type Rpc,
  type RpcSubscriptions,
  type Signature,
  SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM,
  SOLANA_ERROR__JSON_RPC__METHOD_NOT_FOUND,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND,
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
import { WebSocket } from 'ws'
import { devnetSolanaAccounts, devnetSolanaUsdc, SOLANA_FAUCET } from './accounts.ts'
import { SOLANA_DEVNET_GENESIS_HASH } from './constants.ts'
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

async function rpcCall(body: unknown): Promise<unknown> {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return response.json()
}

function transferTo(to: string, amount: bigint, from = payer) {
  return getTransferSolInstruction({ source: from, destination: address(to), amount: lamports(amount) })
}

function messageFor(
  instructions: readonly Instruction[],
  blockhash: { blockhash: Blockhash; lastValidBlockHeight: bigint },
  feePayer = payer,
) {
  return pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(feePayer, message),
    (message) => setTransactionMessageLifetimeUsingBlockhash(blockhash, message),
    (message) => appendTransactionMessageInstructions(instructions, message),
  )
}

async function signed(
  instructions: readonly Instruction[],
  feePayer = payer,
  lifetime?: { blockhash: Blockhash; lastValidBlockHeight: bigint },
) {
  const blockhash = lifetime ?? (await rpc.getLatestBlockhash().send()).value
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

describe('seeded state', () => {
  it('funds the test accounts with 1,000 SOL and account 0 with 10,000 USDC of the USDC-like mint', async () => {
    const [first] = devnetSolanaAccounts
    for (const account of devnetSolanaAccounts) {
      expect((await rpc.getBalance(address(account.address)).send()).value).toBe(1_000_000_000_000n)
    }
    const mint = await rpc.getAccountInfo(address(devnetSolanaUsdc.mint), { encoding: 'jsonParsed' }).send()
    expect(mint.value?.owner).toBe(TOKEN_PROGRAM_ADDRESS)
    expect(mint.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6, isInitialized: true, freezeAuthority: null } },
    })
    expect(devnet.usdcMint).toBe(devnetSolanaUsdc.mint)
    const owner = address(first?.address ?? '')
    const [ata] = await findAssociatedTokenPda({
      owner,
      mint: address(devnetSolanaUsdc.mint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const history = await rpc.getSignaturesForAddress(ata).send()
    // The seeding mint-to is the ATA's oldest transaction; later tests only spend from it.
    const seeding = await rpc
      .getTransaction(history.at(-1)?.signature as Signature, {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(
      seeding?.meta?.postTokenBalances?.find((b) => b.owner === owner)?.uiTokenAmount.uiAmountString,
    ).toBe('10000')
    expect(await rpc.getGenesisHash().send()).toBe(SOLANA_DEVNET_GENESIS_HASH)
    expect(devnet.caipNetworkId).toBe(`solana:${SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}`)
  })

  it('reports slot, block height, epoch info and rent like a cluster', async () => {
    const slot = await rpc.getSlot().send()
    expect(await rpc.getBlockHeight().send()).toBe(slot)
    expect(await rpc.getEpochInfo().send()).toMatchObject({
      absoluteSlot: slot,
      epoch: 0n,
      slotsInEpoch: 432_000n,
    })
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n)
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n)
    expect((await rpc.getVersion().send())['solana-core']).toBe('2.2.0')
  })
})

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
  })
})

describe('errors a client can act on', () => {
  it('refuses a send whose simulation fails with the preflight error kit decodes (insufficient funds)', async () => {
    const poor = await generateKeyPairSigner()
    await airdropFactory({ rpc, rpcSubscriptions: subscriptions })({
      recipientAddress: poor.address,
      lamports: lamports(10_000_000n),
      commitment: 'confirmed',
    })
    const transaction = await signed([transferTo(payer.address, 1_000_000_000n, poor)], poor)
    const error = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
      .catch((e) => e)
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)
    // The System program's "insufficient funds for the transfer" is its custom error 1.
    expect(isSolanaError(error.cause, SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM)).toBe(true)
    expect(error.cause.context).toMatchObject({ code: 1, index: 0 })
    expect(error.context.logs.join('\n')).toContain('insufficient lamports')
    // A refused preflight charges nothing.
    expect((await rpc.getBalance(poor.address).send()).value).toBe(10_000_000n)

    const simulation = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    expect(simulation.value.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
  })

  it('refuses an unknown blockhash and one past its last valid block height', async () => {
    const unknown = await signed([transferTo(payer.address, 1n)], payer, {
      blockhash: '4NCYB3kRT8sCNodPNuCZo8VUh4xqpBQxsxed2wd9xaD4' as Blockhash,
      lastValidBlockHeight: 10n,
    })
    const error = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(unknown), { encoding: 'base64' })
      .send()
      .catch((e) => e)
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)
    expect(isSolanaError(error.cause, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND)).toBe(true)

    const { value: old } = await rpc.getLatestBlockhash().send()
    const receiver = await generateKeyPairSigner()
    const stale = await signed([transferTo(receiver.address, 1_000_000_000n)], payer, old)
    // 151 more blocks: one batch of airdrops, each lands in its own slot.
    const batch = Array.from({ length: 151 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'requestAirdrop',
      params: [SOLANA_FAUCET.address, 1_000_000],
    }))
    const responses = (await rpcCall(batch)) as { result?: string }[]
    expect(responses.filter((r) => typeof r.result === 'string')).toHaveLength(151)
    expect((await rpc.getBlockHeight().send()) > old.lastValidBlockHeight).toBe(true)
    expect((await rpc.isBlockhashValid(old.blockhash).send()).value).toBe(false)
    const expired = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(stale), { encoding: 'base64', skipPreflight: true })
      .send()
      .catch((e) => e)
    expect(isSolanaError(expired.cause, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND)).toBe(true)
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(0n)
  })

  it('still accepts a blockhash a few blocks old (a wallet that took its time)', async () => {
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const receiver = await generateKeyPairSigner()
    await airdropFactory({ rpc, rpcSubscriptions: subscriptions })({
      recipientAddress: receiver.address,
      lamports: lamports(1_000_000_000n),
      commitment: 'confirmed',
    })
    const transaction = await signed([transferTo(receiver.address, 1_000_000n)], payer, blockhash)
    await sendAndConfirm(transaction, { commitment: 'confirmed' })
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(1_001_000_000n)
  })

  it('returns the same signature for a duplicate send and moves the funds once', async () => {
    const receiver = await generateKeyPairSigner()
    const transaction = await signed([transferTo(receiver.address, 3_000_000_000n)])
    const wire = getBase64EncodedWireTransaction(transaction)
    const first = await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
    const second = await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
    const third = await rpc.sendTransaction(wire, { encoding: 'base64', skipPreflight: true }).send()
    expect(first).toBe(getSignatureFromTransaction(transaction))
    expect([second, third]).toEqual([first, first])
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(3_000_000_000n)
  })

  it('lands a failing transaction sent with skipPreflight: the fee is charged and the error recorded', async () => {
    const poor = await generateKeyPairSigner()
    await airdropFactory({ rpc, rpcSubscriptions: subscriptions })({
      recipientAddress: poor.address,
      lamports: lamports(10_000_000n),
      commitment: 'confirmed',
    })
    const transaction = await signed([transferTo(payer.address, 1_000_000_000n, poor)], poor)
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), {
        encoding: 'base64',
        skipPreflight: true,
      })
      .send()
    expect(signature).toBe(getSignatureFromTransaction(transaction))
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    expect(value[0]?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
    expect((await rpc.getBalance(poor.address).send()).value).toBe(10_000_000n - 5_000n)
    const record = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(record?.meta?.status).toEqual({ Err: { InstructionError: [0n, { Custom: 1n }] } })
  })

  it('answers malformed requests with JSON-RPC errors, never a crash', async () => {
    expect(await rpcCall('{not json')).toMatchObject({ id: null, error: { code: -32700 } })
    expect(await rpcCall([])).toMatchObject({ error: { code: -32600 } })
    expect(await rpcCall({ id: 1, method: 'getSlot' })).toMatchObject({ id: 1, error: { code: -32600 } })
    expect(await rpcCall({ jsonrpc: '2.0', id: 2, method: 'getBalance', params: { a: 1 } })).toMatchObject({
      id: 2,
      error: { code: -32602 },
    })
    const badAddress = (await rpcCall({
      jsonrpc: '2.0',
      id: 3,
      method: 'getBalance',
      params: ['0xabc'],
    })) as {
      error: { code: number; message: string }
    }
    expect(badAddress.error).toEqual({
      code: -32602,
      message: 'Invalid params: address must be a base58 address',
    })
    expect(
      await rpcCall({
        jsonrpc: '2.0',
        id: 4,
        method: 'sendTransaction',
        params: ['AAAA', { encoding: 'base64' }],
      }),
    ).toMatchObject({
      id: 4,
      error: { code: -32602 },
    })
    expect(
      await rpcCall({
        jsonrpc: '2.0',
        id: 5,
        method: 'sendTransaction',
        params: ['***', { encoding: 'base64' }],
      }),
    ).toMatchObject({
      error: { code: -32602, message: 'Invalid params: transaction is not valid base64' },
    })
    expect(
      await rpcCall({ jsonrpc: '2.0', id: 6, method: 'getSignatureStatuses', params: [['nope']] }),
    ).toMatchObject({
      error: { code: -32602 },
    })
    // A batch answers each entry in order, the good beside the bad.
    expect(
      await rpcCall([
        { jsonrpc: '2.0', id: 'a', method: 'getGenesisHash' },
        { jsonrpc: '2.0', id: 'b', method: 'nope' },
        42,
      ]),
    ).toEqual([
      { jsonrpc: '2.0', id: 'a', result: SOLANA_DEVNET_GENESIS_HASH },
      { jsonrpc: '2.0', id: 'b', error: { code: -32601, message: 'Method not found' } },
      {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'Invalid request: expected a JSON-RPC request object' },
      },
    ])
    expect(await rpc.getHealth().send()).toBe('ok')
  })

  it('is what kit reports as Method not found for a method it does not serve', async () => {
    const error = await (rpc as unknown as Rpc<{ getBlockCommitment(slot: bigint): unknown }>)
      .getBlockCommitment(1n)
      .send()
      .catch((e) => e)
    expect(isSolanaError(error, SOLANA_ERROR__JSON_RPC__METHOD_NOT_FOUND)).toBe(true)
  })
})

describe('history and fees', () => {
  it('serves getTransaction with fee, balances, token balances and logs, and the history newest first', async () => {
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
    const solTransfer = await signed([transferTo(receiver.address, 1_000_000_000n, sender)], sender)
    await sendAndConfirm(solTransfer, { commitment: 'confirmed' })
    const tokenTransfer = await signed(
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
          amount: 1_250_000n,
          decimals: 6,
        }),
      ],
      sender,
    )
    await sendAndConfirm(tokenTransfer, { commitment: 'confirmed' })
    const solSignature = getSignatureFromTransaction(solTransfer)
    const tokenSignature = getSignatureFromTransaction(tokenTransfer)

    const sol = await rpc
      .getTransaction(solSignature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(sol?.meta?.fee).toBe(5_000n)
    expect(sol?.meta?.err).toBeNull()
    expect(sol?.transaction.message.accountKeys.slice(0, 2)).toEqual([sender.address, receiver.address])
    expect(sol?.meta?.postBalances[1]).toBe(1_000_000_000n)
    expect((sol?.meta?.preBalances[0] ?? 0n) - (sol?.meta?.postBalances[0] ?? 0n)).toBe(1_000_005_000n)
    expect(sol?.transaction.signatures).toEqual([solSignature])

    const token = await rpc
      .getTransaction(tokenSignature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
      .send()
    const keys = token?.transaction.message.accountKeys.map((key) => key.pubkey) ?? []
    const sourceIndex = keys.indexOf(source)
    const destinationIndex = keys.indexOf(destination)
    expect(token?.meta?.preTokenBalances?.map((b) => Number(b.accountIndex))).toEqual([sourceIndex])
    expect(token?.meta?.postTokenBalances).toEqual(
      expect.arrayContaining([
        {
          accountIndex: destinationIndex,
          mint,
          owner: receiver.address,
          programId: TOKEN_PROGRAM_ADDRESS,
          uiTokenAmount: { amount: '1250000', decimals: 6, uiAmount: 1.25, uiAmountString: '1.25' },
        },
      ]),
    )
    const before = BigInt(token?.meta?.preTokenBalances?.[0]?.uiTokenAmount.amount ?? '0')
    const after = token?.meta?.postTokenBalances?.find((b) => Number(b.accountIndex) === sourceIndex)
    expect(BigInt(after?.uiTokenAmount.amount ?? '0')).toBe(before - 1_250_000n)
    // litesvm's Token program (p-token) does not log instruction names; the ATA program does.
    expect(token?.meta?.logMessages).toEqual(
      expect.arrayContaining([
        'Program log: CreateIdempotent',
        `Program ${TOKEN_PROGRAM_ADDRESS} invoke [1]`,
      ]),
    )
    // The ATA was created by a cross-program call: the inner instructions say so.
    expect(token?.meta?.innerInstructions?.[0]?.index).toBe(0)
    expect(token?.meta?.fee).toBe(5_000n)

    const base64 = await rpc
      .getTransaction(tokenSignature, { encoding: 'base64', maxSupportedTransactionVersion: 0 })
      .send()
    expect(base64?.transaction[0]).toBe(getBase64EncodedWireTransaction(tokenTransfer))

    const history = await rpc.getSignaturesForAddress(receiver.address).send()
    expect(history.map((entry) => entry.signature)).toEqual([tokenSignature, solSignature])
    expect(history[0]).toMatchObject({ err: null, memo: null, confirmationStatus: 'finalized' })
    expect(history[0]?.slot).toBeGreaterThan(history[1]?.slot ?? 0n)
    const older = await rpc
      .getSignaturesForAddress(receiver.address, { before: tokenSignature, limit: 5 })
      .send()
    expect(older.map((entry) => entry.signature)).toEqual([solSignature])
    const newest = await rpc.getSignaturesForAddress(sender.address, { limit: 1 }).send()
    expect(newest.map((entry) => entry.signature)).toEqual([tokenSignature])

    const statuses = await rpc
      .getSignatureStatuses([solSignature, 'nope' as Signature].slice(0, 1) as Signature[])
      .send()
    expect(statuses.value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(
      await rpc
        .getTransaction('1'.repeat(64) as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
        .send(),
    ).toBeNull()
  })

  it('quotes fees (getFeeForMessage) as it charges them, priority fee included', async () => {
    const receiver = await generateKeyPairSigner()
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    // SetComputeUnitPrice(2,000 µlamports) and SetComputeUnitLimit(10,000): 20 lamports on top of 5,000.
    const price = new Uint8Array(9)
    price[0] = 3
    new DataView(price.buffer).setBigUint64(1, 2_000n, true)
    const limit = new Uint8Array(5)
    limit[0] = 2
    new DataView(limit.buffer).setUint32(1, 10_000, true)
    const computeBudget = address('ComputeBudget111111111111111111111111111111')
    const message = appendTransactionMessageInstruction(
      { programAddress: computeBudget, data: limit },
      appendTransactionMessageInstruction(
        { programAddress: computeBudget, data: price },
        messageFor([transferTo(receiver.address, 1_000_000_000n)], blockhash),
      ),
    )
    const compiled = getBase64Decoder().decode(
      getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message)),
    )
    const quoted = (await rpc.getFeeForMessage(compiled as Parameters<typeof rpc.getFeeForMessage>[0]).send())
      .value
    expect(quoted).toBe(5_020n)
    const before = (await rpc.getBalance(payer.address).send()).value
    const transaction = await signTransactionMessageWithSigners(message)
    assertIsTransactionWithBlockhashLifetime(transaction)
    await sendAndConfirm(transaction, { commitment: 'confirmed' })
    expect(before - (await rpc.getBalance(payer.address).send()).value).toBe(1_000_000_000n + 5_020n)
    const record = await rpc
      .getTransaction(getSignatureFromTransaction(transaction), {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(record?.meta?.fee).toBe(5_020n)
  })

  it("simulates an unsigned transaction for kit's compute-unit estimate", async () => {
    const receiver = await generateKeyPairSigner()
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const estimate = await estimateResourceLimitsFactory({ rpc })(
      messageFor([transferTo(receiver.address, 1_000_000_000n)], blockhash),
    )
    expect(estimate.computeUnitLimit).toBeGreaterThan(0)
    expect(estimate.computeUnitLimit).toBeLessThan(10_000)
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(0n)
  })
})

function openSocket(): Promise<{ socket: WebSocket; next(): Promise<Record<string, unknown>> }> {
  const socket = new WebSocket(devnet.wsUrl)
  const queue: Record<string, unknown>[] = []
  const waiting: ((message: Record<string, unknown>) => void)[] = []
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as Record<string, unknown>
    const resolve = waiting.shift()
    if (resolve) resolve(message)
    else queue.push(message)
  })
  const next = () => {
    const queued = queue.shift()
    return queued
      ? Promise.resolve(queued)
      : new Promise<Record<string, unknown>>((resolve) => waiting.push(resolve))
  }
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, next }))
    socket.once('error', reject)
  })
}

describe('websocket subscriptions', () => {
  it("notifies kit's accountNotifications and slotNotifications when a transfer lands", async () => {
    const receiver = await generateKeyPairSigner()
    const abort = new AbortController()
    const accounts = await subscriptions
      .accountNotifications(receiver.address, { commitment: 'confirmed', encoding: 'base64' })
      .subscribe({ abortSignal: abort.signal })
    const slots = await subscriptions.slotNotifications().subscribe({ abortSignal: abort.signal })
    const slotBefore = await rpc.getSlot().send()
    // Kit delivers to an iterator only what arrives while it waits: ask for the next ones before sending.
    const nextAccount = accounts[Symbol.asyncIterator]().next()
    const nextSlot = slots[Symbol.asyncIterator]().next()
    await sendAndConfirm(await signed([transferTo(receiver.address, 1_000_000_000n)]), {
      commitment: 'confirmed',
    })
    const [{ value: account }, { value: slot }] = await Promise.all([nextAccount, nextSlot])
    expect(slot.slot).toBe(slotBefore + 1n)
    expect(account.value.lamports).toBe(1_000_000_000n)
    abort.abort()
  })

  it('ignores pings, answers unknown methods with -32601 and confirms a known signature at once', async () => {
    const { socket, next } = await openSocket()
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'ping' }))
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'blockSubscribe', params: [] }))
    expect(await next()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'Method not found' },
    })
    socket.send('{oops')
    expect(await next()).toMatchObject({ id: null, error: { code: -32700 } })

    const transaction = await signed([transferTo(SOLANA_FAUCET.address, 1_000_000n)])
    await sendAndConfirm(transaction, { commitment: 'confirmed' })
    const signature = getSignatureFromTransaction(transaction)
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'signatureSubscribe',
        params: [signature, { commitment: 'finalized' }],
      }),
    )
    const subscribed = await next()
    expect(subscribed).toMatchObject({ id: 2, result: expect.any(Number) })
    expect(await next()).toMatchObject({
      method: 'signatureNotification',
      params: { subscription: subscribed.result, result: { value: { err: null } } },
    })
    socket.send(
      JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'signatureUnsubscribe', params: [subscribed.result] }),
    )
    expect(await next()).toEqual({ jsonrpc: '2.0', id: 3, result: true })
    socket.close()
  })
})

describe('accounts and ports', () => {
  it('reads several accounts at once, missing ones as null, in base58 or sliced', async () => {
    const missing = (await generateKeyPairSigner()).address
    const mint = address(devnetSolanaUsdc.mint)
    const { value } = await rpc
      .getMultipleAccounts([mint, missing], { encoding: 'base64', dataSlice: { offset: 44, length: 1 } })
      .send()
    // Byte 44 of a mint is its decimals.
    expect(value[0]?.data).toEqual([Buffer.from([6]).toString('base64'), 'base64'])
    expect(value[1]).toBeNull()
    const base58 = await rpc.getAccountInfo(payer.address, { encoding: 'base58' }).send()
    expect(base58.value?.data).toEqual(['', 'base58'])
    const token2022 = await rpc
      .getTokenAccountsByOwner(
        payer.address,
        { programId: address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb') },
        { encoding: 'base64' },
      )
      .send()
    expect(token2022.value).toEqual([])
  })

  it('refuses to start on a port that is taken, saying so', async () => {
    const port = Number(new URL(devnet.rpcUrl).port)
    await expect(startSolanaDevnet({ port })).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use`)
  })
})

describe('stop', () => {
  it('closes the server and every open socket, and is safe to call twice', async () => {
    const { socket } = await openSocket()
    const closed = new Promise((resolve) => socket.once('close', resolve))
    await Promise.all([devnet.stop(), devnet.stop()])
    await closed
    await expect(fetch(devnet.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
  })
})
