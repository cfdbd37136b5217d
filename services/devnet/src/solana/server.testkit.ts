import {
  address,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  type Blockhash,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
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
import { afterAll, beforeAll, expect } from 'vitest'
import { WebSocket } from 'ws'
import { devnetSolanaAccounts } from './accounts.ts'
import { type SolanaDevnet, startSolanaDevnet } from './server.ts'

type Lifetime = { blockhash: Blockhash; lastValidBlockHeight: bigint }

/** A local Solana chain for one test file, with kit clients on it and a funded payer (test account #1). */
export interface SolanaDevnetFixture {
  readonly devnet: SolanaDevnet
  readonly rpc: Rpc<SolanaRpcApi>
  readonly subscriptions: RpcSubscriptions<SolanaRpcSubscriptionsApi>
  readonly sendAndConfirm: ReturnType<typeof sendAndConfirmTransactionFactory>
  readonly payer: KeyPairSigner
  /** A raw JSON-RPC POST (a string body is sent as is); expects HTTP 200 and returns the parsed body. */
  rpcCall(body: unknown): Promise<unknown>
  transferTo(to: string, amount: bigint, from?: KeyPairSigner): Instruction
  /** An unsigned message paying from `feePayer` (default the payer). */
  messageFor(
    instructions: readonly Instruction[],
    blockhash: Lifetime,
    feePayer?: KeyPairSigner,
  ): ReturnType<typeof unsignedMessage>
  /** A signed transaction, on the latest blockhash unless `lifetime` is given. */
  signed(
    instructions: readonly Instruction[],
    feePayer?: KeyPairSigner,
    lifetime?: Lifetime,
  ): ReturnType<typeof signedTransaction>
  /** A raw WebSocket on the chain, with `next()` reading its messages in order. */
  openSocket(): Promise<{ socket: WebSocket; next(): Promise<Record<string, unknown>> }>
}

function unsignedMessage(instructions: readonly Instruction[], blockhash: Lifetime, feePayer: KeyPairSigner) {
  return pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(feePayer, message),
    (message) => setTransactionMessageLifetimeUsingBlockhash(blockhash, message),
    (message) => appendTransactionMessageInstructions(instructions, message),
  )
}

async function signedTransaction(
  instructions: readonly Instruction[],
  feePayer: KeyPairSigner,
  blockhash: Lifetime,
) {
  const transaction = await signTransactionMessageWithSigners(
    unsignedMessage(instructions, blockhash, feePayer),
  )
  assertIsTransactionWithBlockhashLifetime(transaction)
  return transaction
}

/**
 * Starts a chain before the file's tests and stops it after them. The fixture's fields are there once the
 * file's `beforeAll` has run, which is before any test reads them.
 */
export function useSolanaDevnet(): SolanaDevnetFixture {
  const state = {} as { -readonly [K in keyof SolanaDevnetFixture]: SolanaDevnetFixture[K] }
  beforeAll(async () => {
    state.devnet = await startSolanaDevnet({ port: 0 })
    state.rpc = createSolanaRpc(state.devnet.rpcUrl)
    state.subscriptions = createSolanaRpcSubscriptions(state.devnet.wsUrl)
    state.sendAndConfirm = sendAndConfirmTransactionFactory({
      rpc: state.rpc,
      rpcSubscriptions: state.subscriptions,
    })
    state.payer = await createKeyPairSignerFromPrivateKeyBytes(
      Buffer.from(devnetSolanaAccounts[1]?.seedHex ?? '', 'hex'),
    )
  })
  afterAll(async () => {
    await state.devnet?.stop()
  })
  state.rpcCall = async (body) => {
    const response = await fetch(state.devnet.rpcUrl, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    expect(response.status).toBe(200)
    return response.json()
  }
  state.transferTo = (to, amount, from = state.payer) =>
    getTransferSolInstruction({ source: from, destination: address(to), amount: lamports(amount) })
  state.messageFor = (instructions, blockhash, feePayer = state.payer) =>
    unsignedMessage(instructions, blockhash, feePayer)
  state.signed = async (instructions, feePayer = state.payer, lifetime) =>
    signedTransaction(instructions, feePayer, lifetime ?? (await state.rpc.getLatestBlockhash().send()).value)
  state.openSocket = () => {
    const socket = new WebSocket(state.devnet.wsUrl)
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
  return state
}
