import type { WalletClient } from '@airlock/protocol'
import { describe, expect, it } from 'vitest'
import type { PendingRequest } from '../store/walletState.ts'
import { createFeedback } from '../ui/feedback.ts'
import { testContext } from '../wallet/wallet.testkit.ts'
import { createAnswer } from './answer.ts'

const session = { topic: 't', peer: { metadata: { name: 'Test Dapp' } } }

function answering(respond: (response: unknown) => Promise<void> = async () => {}) {
  const sent: unknown[] = []
  const client = {
    respond: async ({ response }: { response: unknown }) => {
      await respond(response)
      sent.push(response)
    },
  } as unknown as WalletClient
  const ctx = testContext({ sessions: [session] as never }, { client })
  let chainChanges = 0
  const answer = createAnswer(ctx, createFeedback(ctx), {
    afterChainChange: async () => {
      chainChanges++
    },
  })
  return { ctx, answer, sent, chainChanges: () => chainChanges }
}

const request = (method: string, extra: Partial<PendingRequest> = {}): PendingRequest => ({
  id: 7,
  topic: 't',
  chainId: 'eip155:31337',
  method,
  params: [],
  ...extra,
})

const texts = (ctx: ReturnType<typeof testContext>) => ctx.store.getState().toasts.map((toast) => toast.text)

describe('answering a dapp', () => {
  it('sends the result, logs a signature and says so', async () => {
    const { ctx, answer, sent } = answering()
    await answer(request('eth_signTypedData_v4'), { result: '0xsig' }, { silent: false })
    expect(sent).toEqual([{ id: 7, jsonrpc: '2.0', result: '0xsig' }])
    expect(ctx.store.getState().activity[0]).toMatchObject({ title: 'Signed typed data', dapp: 'Test Dapp' })
    expect(texts(ctx)).toEqual(['Signed.'])
  })

  it('logs nothing for a request that needed no approval and succeeded', async () => {
    const { ctx, answer } = answering()
    await answer(request('eth_chainId'), { result: '0x7a69' }, { silent: true })
    expect(ctx.store.getState().activity).toEqual([])
    expect(texts(ctx)).toEqual([])
  })

  it('logs and toasts a failure in readable words; a quiet one only logs', async () => {
    const { ctx, answer } = answering()
    const error = { code: -32000, message: 'Error: insufficient funds for gas' }
    await answer(request('eth_sendTransaction'), { error }, { silent: false })
    expect(ctx.store.getState().activity[0]).toMatchObject({
      kind: 'failed',
      title: 'Transaction failed',
      detail: 'insufficient funds for gas',
    })
    expect(texts(ctx)).toEqual(['Transaction failed: insufficient funds for gas'])
    await answer(request('wallet_getCapabilities'), { error }, { silent: true, quiet: true })
    expect(ctx.store.getState().activity[0]?.title).toBe('Capabilities request failed')
    expect(texts(ctx)).toHaveLength(1)
  })

  it('words a non-EVM success as its handler says, and a failure with the request’s own noun', async () => {
    const { ctx, answer } = answering()
    const summary = { noun: 'Solana message signature' } as PendingRequest['summary']
    const done = {
      kind: 'signed' as const,
      title: 'Signed a Solana message',
      toast: 'Signed.',
      detail: 'sig',
    }
    await answer(request('solana_signMessage'), { result: {} }, { silent: false, done })
    expect(ctx.store.getState().activity[0]).toMatchObject({
      title: 'Signed a Solana message',
      detail: 'sig',
    })
    await answer(
      request('solana_signMessage', { summary }),
      { error: { code: 1, message: 'x' } },
      { silent: false },
    )
    expect(ctx.store.getState().activity[0]?.title).toBe('Solana message signature failed')
  })

  it('re-reads the account and balance after a batch or a permission change', async () => {
    const { answer, chainChanges } = answering()
    await answer(request('wallet_revokePermissions'), { result: null }, { silent: false })
    expect(chainChanges()).toBe(1)
  })

  it('tells the user when the answer could not reach the dapp', async () => {
    const { ctx, answer } = answering(async () => {
      throw new Error('relay offline')
    })
    await answer(request('personal_sign'), { result: '0xsig' }, { silent: false })
    expect(texts(ctx)).toEqual(['Could not answer the dapp: relay offline'])
    expect(ctx.store.getState().activity).toEqual([])
  })
})
