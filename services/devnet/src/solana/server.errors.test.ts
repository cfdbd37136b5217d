import {
  airdropFactory,
  type Blockhash,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  isSolanaError,
  lamports,
  type Rpc,
  SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM,
  SOLANA_ERROR__JSON_RPC__METHOD_NOT_FOUND,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { SOLANA_FAUCET } from './accounts.ts'
import { SOLANA_DEVNET_GENESIS_HASH } from './constants.ts'
import { useSolanaDevnet } from './server.testkit.ts'

// Errors a client of the local Solana chain can act on: failed simulations, stale blockhashes, duplicates, malformed requests.

const chain = useSolanaDevnet()

describe('errors a client can act on', () => {
  it('refuses a send whose simulation fails with the preflight error kit decodes (insufficient funds)', async () => {
    const poor = await generateKeyPairSigner()
    await airdropFactory({ rpc: chain.rpc, rpcSubscriptions: chain.subscriptions })({
      recipientAddress: poor.address,
      lamports: lamports(10_000_000n),
      commitment: 'confirmed',
    })
    const transaction = await chain.signed(
      [chain.transferTo(chain.payer.address, 1_000_000_000n, poor)],
      poor,
    )
    const error = await chain.rpc
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
    expect((await chain.rpc.getBalance(poor.address).send()).value).toBe(10_000_000n)

    const simulation = await chain.rpc
      .simulateTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    expect(simulation.value.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
  })

  it('refuses an unknown blockhash and one past its last valid block height', async () => {
    const unknown = await chain.signed([chain.transferTo(chain.payer.address, 1n)], chain.payer, {
      blockhash: '4NCYB3kRT8sCNodPNuCZo8VUh4xqpBQxsxed2wd9xaD4' as Blockhash,
      lastValidBlockHeight: 10n,
    })
    const error = await chain.rpc
      .sendTransaction(getBase64EncodedWireTransaction(unknown), { encoding: 'base64' })
      .send()
      .catch((e) => e)
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)
    expect(isSolanaError(error.cause, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND)).toBe(true)

    const { value: old } = await chain.rpc.getLatestBlockhash().send()
    const receiver = await generateKeyPairSigner()
    const stale = await chain.signed([chain.transferTo(receiver.address, 1_000_000_000n)], chain.payer, old)
    // 151 more blocks: one batch of airdrops, each lands in its own slot.
    const batch = Array.from({ length: 151 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'requestAirdrop',
      params: [SOLANA_FAUCET.address, 1_000_000],
    }))
    const responses = (await chain.rpcCall(batch)) as { result?: string }[]
    expect(responses.filter((r) => typeof r.result === 'string')).toHaveLength(151)
    expect((await chain.rpc.getBlockHeight().send()) > old.lastValidBlockHeight).toBe(true)
    expect((await chain.rpc.isBlockhashValid(old.blockhash).send()).value).toBe(false)
    const expired = await chain.rpc
      .sendTransaction(getBase64EncodedWireTransaction(stale), { encoding: 'base64', skipPreflight: true })
      .send()
      .catch((e) => e)
    expect(isSolanaError(expired.cause, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND)).toBe(true)
    expect((await chain.rpc.getBalance(receiver.address).send()).value).toBe(0n)
  })

  it('still accepts a blockhash a few blocks old (a wallet that took its time)', async () => {
    const { value: blockhash } = await chain.rpc.getLatestBlockhash().send()
    const receiver = await generateKeyPairSigner()
    await airdropFactory({ rpc: chain.rpc, rpcSubscriptions: chain.subscriptions })({
      recipientAddress: receiver.address,
      lamports: lamports(1_000_000_000n),
      commitment: 'confirmed',
    })
    const transaction = await chain.signed(
      [chain.transferTo(receiver.address, 1_000_000n)],
      chain.payer,
      blockhash,
    )
    await chain.sendAndConfirm(transaction, { commitment: 'confirmed' })
    expect((await chain.rpc.getBalance(receiver.address).send()).value).toBe(1_001_000_000n)
  })

  it('returns the same signature for a duplicate send and moves the funds once', async () => {
    const receiver = await generateKeyPairSigner()
    const transaction = await chain.signed([chain.transferTo(receiver.address, 3_000_000_000n)])
    const wire = getBase64EncodedWireTransaction(transaction)
    const first = await chain.rpc.sendTransaction(wire, { encoding: 'base64' }).send()
    const second = await chain.rpc.sendTransaction(wire, { encoding: 'base64' }).send()
    const third = await chain.rpc.sendTransaction(wire, { encoding: 'base64', skipPreflight: true }).send()
    expect(first).toBe(getSignatureFromTransaction(transaction))
    expect([second, third]).toEqual([first, first])
    expect((await chain.rpc.getBalance(receiver.address).send()).value).toBe(3_000_000_000n)
  })

  it('lands a failing transaction sent with skipPreflight: the fee is charged and the error recorded', async () => {
    const poor = await generateKeyPairSigner()
    await airdropFactory({ rpc: chain.rpc, rpcSubscriptions: chain.subscriptions })({
      recipientAddress: poor.address,
      lamports: lamports(10_000_000n),
      commitment: 'confirmed',
    })
    const transaction = await chain.signed(
      [chain.transferTo(chain.payer.address, 1_000_000_000n, poor)],
      poor,
    )
    const signature = await chain.rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), {
        encoding: 'base64',
        skipPreflight: true,
      })
      .send()
    expect(signature).toBe(getSignatureFromTransaction(transaction))
    const { value } = await chain.rpc.getSignatureStatuses([signature]).send()
    expect(value[0]?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
    expect((await chain.rpc.getBalance(poor.address).send()).value).toBe(10_000_000n - 5_000n)
    const record = await chain.rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(record?.meta?.status).toEqual({ Err: { InstructionError: [0n, { Custom: 1n }] } })
  })

  it('answers malformed requests with JSON-RPC errors, never a crash', async () => {
    expect(await chain.rpcCall('{not json')).toMatchObject({ id: null, error: { code: -32700 } })
    expect(await chain.rpcCall([])).toMatchObject({ error: { code: -32600 } })
    expect(await chain.rpcCall({ id: 1, method: 'getSlot' })).toMatchObject({
      id: 1,
      error: { code: -32600 },
    })
    expect(
      await chain.rpcCall({ jsonrpc: '2.0', id: 2, method: 'getBalance', params: { a: 1 } }),
    ).toMatchObject({
      id: 2,
      error: { code: -32602 },
    })
    const badAddress = (await chain.rpcCall({
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
      await chain.rpcCall({
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
      await chain.rpcCall({
        jsonrpc: '2.0',
        id: 5,
        method: 'sendTransaction',
        params: ['***', { encoding: 'base64' }],
      }),
    ).toMatchObject({
      error: { code: -32602, message: 'Invalid params: transaction is not valid base64' },
    })
    expect(
      await chain.rpcCall({ jsonrpc: '2.0', id: 6, method: 'getSignatureStatuses', params: [['nope']] }),
    ).toMatchObject({
      error: { code: -32602 },
    })
    // A batch answers each entry in order, the good beside the bad.
    expect(
      await chain.rpcCall([
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
    expect(await chain.rpc.getHealth().send()).toBe('ok')
  })

  it('is what kit reports as Method not found for a method it does not serve', async () => {
    const error = await (chain.rpc as unknown as Rpc<{ getBlockCommitment(slot: bigint): unknown }>)
      .getBlockCommitment(1n)
      .send()
      .catch((e) => e)
    expect(isSolanaError(error, SOLANA_ERROR__JSON_RPC__METHOD_NOT_FOUND)).toBe(true)
  })
})
