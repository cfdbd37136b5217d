import {
  address,
  appendTransactionMessageInstruction,
  assertIsTransactionWithBlockhashLifetime,
  compileTransactionMessage,
  createKeyPairSignerFromPrivateKeyBytes,
  estimateResourceLimitsFactory,
  generateKeyPairSigner,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageEncoder,
  getSignatureFromTransaction,
  type Signature,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { devnetSolanaAccounts, devnetSolanaUsdc } from './accounts.ts'
import { useSolanaDevnet } from './server.testkit.ts'

// The local Solana chain's history and fees: transactions as getTransaction serves them, fee quotes and simulation.

const chain = useSolanaDevnet()

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
    const solTransfer = await chain.signed(
      [chain.transferTo(receiver.address, 1_000_000_000n, sender)],
      sender,
    )
    await chain.sendAndConfirm(solTransfer, { commitment: 'confirmed' })
    const tokenTransfer = await chain.signed(
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
    await chain.sendAndConfirm(tokenTransfer, { commitment: 'confirmed' })
    const solSignature = getSignatureFromTransaction(solTransfer)
    const tokenSignature = getSignatureFromTransaction(tokenTransfer)

    const sol = await chain.rpc
      .getTransaction(solSignature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(sol?.meta?.fee).toBe(5_000n)
    expect(sol?.meta?.err).toBeNull()
    expect(sol?.transaction.message.accountKeys.slice(0, 2)).toEqual([sender.address, receiver.address])
    expect(sol?.meta?.postBalances[1]).toBe(1_000_000_000n)
    expect((sol?.meta?.preBalances[0] ?? 0n) - (sol?.meta?.postBalances[0] ?? 0n)).toBe(1_000_005_000n)
    expect(sol?.transaction.signatures).toEqual([solSignature])

    const token = await chain.rpc
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

    const base64 = await chain.rpc
      .getTransaction(tokenSignature, { encoding: 'base64', maxSupportedTransactionVersion: 0 })
      .send()
    expect(base64?.transaction[0]).toBe(getBase64EncodedWireTransaction(tokenTransfer))

    const history = await chain.rpc.getSignaturesForAddress(receiver.address).send()
    expect(history.map((entry) => entry.signature)).toEqual([tokenSignature, solSignature])
    expect(history[0]).toMatchObject({ err: null, memo: null, confirmationStatus: 'finalized' })
    expect(history[0]?.slot).toBeGreaterThan(history[1]?.slot ?? 0n)
    const older = await chain.rpc
      .getSignaturesForAddress(receiver.address, { before: tokenSignature, limit: 5 })
      .send()
    expect(older.map((entry) => entry.signature)).toEqual([solSignature])
    const newest = await chain.rpc.getSignaturesForAddress(sender.address, { limit: 1 }).send()
    expect(newest.map((entry) => entry.signature)).toEqual([tokenSignature])

    const statuses = await chain.rpc
      .getSignatureStatuses([solSignature, 'nope' as Signature].slice(0, 1) as Signature[])
      .send()
    expect(statuses.value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(
      await chain.rpc
        .getTransaction('1'.repeat(64) as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
        .send(),
    ).toBeNull()
  })

  it('quotes fees (getFeeForMessage) as it charges them, priority fee included', async () => {
    const receiver = await generateKeyPairSigner()
    const { value: blockhash } = await chain.rpc.getLatestBlockhash().send()
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
        chain.messageFor([chain.transferTo(receiver.address, 1_000_000_000n)], blockhash),
      ),
    )
    const compiled = getBase64Decoder().decode(
      getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message)),
    )
    const quoted = (
      await chain.rpc.getFeeForMessage(compiled as Parameters<typeof chain.rpc.getFeeForMessage>[0]).send()
    ).value
    expect(quoted).toBe(5_020n)
    const before = (await chain.rpc.getBalance(chain.payer.address).send()).value
    const transaction = await signTransactionMessageWithSigners(message)
    assertIsTransactionWithBlockhashLifetime(transaction)
    await chain.sendAndConfirm(transaction, { commitment: 'confirmed' })
    expect(before - (await chain.rpc.getBalance(chain.payer.address).send()).value).toBe(
      1_000_000_000n + 5_020n,
    )
    const record = await chain.rpc
      .getTransaction(getSignatureFromTransaction(transaction), {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(record?.meta?.fee).toBe(5_020n)
  })

  it("simulates an unsigned transaction for kit's compute-unit estimate", async () => {
    const receiver = await generateKeyPairSigner()
    const { value: blockhash } = await chain.rpc.getLatestBlockhash().send()
    const estimate = await estimateResourceLimitsFactory({ rpc: chain.rpc })(
      chain.messageFor([chain.transferTo(receiver.address, 1_000_000_000n)], blockhash),
    )
    expect(estimate.computeUnitLimit).toBeGreaterThan(0)
    expect(estimate.computeUnitLimit).toBeLessThan(10_000)
    expect((await chain.rpc.getBalance(receiver.address).send()).value).toBe(0n)
  })
})
