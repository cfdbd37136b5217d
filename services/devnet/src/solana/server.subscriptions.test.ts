import { generateKeyPairSigner, getSignatureFromTransaction } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { SOLANA_FAUCET } from './accounts.ts'
import { useSolanaDevnet } from './server.testkit.ts'

// The local Solana chain's websocket subscriptions.

const chain = useSolanaDevnet()

describe('websocket chain.subscriptions', () => {
  it("notifies kit's accountNotifications and slotNotifications when a transfer lands", async () => {
    const receiver = await generateKeyPairSigner()
    const abort = new AbortController()
    const accounts = await chain.subscriptions
      .accountNotifications(receiver.address, { commitment: 'confirmed', encoding: 'base64' })
      .subscribe({ abortSignal: abort.signal })
    const slots = await chain.subscriptions.slotNotifications().subscribe({ abortSignal: abort.signal })
    const slotBefore = await chain.rpc.getSlot().send()
    // Kit delivers to an iterator only what arrives while it waits: ask for the next ones before sending.
    const nextAccount = accounts[Symbol.asyncIterator]().next()
    const nextSlot = slots[Symbol.asyncIterator]().next()
    await chain.sendAndConfirm(await chain.signed([chain.transferTo(receiver.address, 1_000_000_000n)]), {
      commitment: 'confirmed',
    })
    const [{ value: account }, { value: slot }] = await Promise.all([nextAccount, nextSlot])
    expect(slot.slot).toBe(slotBefore + 1n)
    expect(account.value.lamports).toBe(1_000_000_000n)
    abort.abort()
  })

  it('ignores pings, answers unknown methods with -32601 and confirms a known signature at once', async () => {
    const { socket, next } = await chain.openSocket()
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'ping' }))
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'blockSubscribe', params: [] }))
    expect(await next()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'Method not found' },
    })
    socket.send('{oops')
    expect(await next()).toMatchObject({ id: null, error: { code: -32700 } })

    const transaction = await chain.signed([chain.transferTo(SOLANA_FAUCET.address, 1_000_000n)])
    await chain.sendAndConfirm(transaction, { commitment: 'confirmed' })
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
