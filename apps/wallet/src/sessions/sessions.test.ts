import type { WalletClient } from '@airlock/protocol'
import { afterEach, describe, expect, it } from 'vitest'
import { createFeedback } from '../ui/feedback.ts'
import {
  connectDapp,
  type RelayKit,
  testContext,
  until,
  walletOnMemoryRelay,
} from '../wallet/wallet.testkit.ts'
import { createSessions } from './sessions.ts'

const kits: RelayKit[] = []
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.stop()))
})

describe('connected dapps', () => {
  it('a dapp that disconnects takes its waiting requests along; the user is told and it is logged', async () => {
    const kit = await walletOnMemoryRelay()
    kits.push(kit)
    const { topic } = await connectDapp(kit)
    const answer = kit.dapp.request({
      topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', '0x0'] },
    })
    answer.catch(() => {})
    await until(() => kit.wallet.getState().requests.length === 1, 'the request')
    await kit.dapp.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    await until(() => kit.wallet.getState().sessions.length === 0, 'the session to end')
    const state = kit.wallet.getState()
    expect(state.requests).toEqual([])
    expect(state.toasts.map((toast) => toast.text)).toContain('Test Dapp disconnected.')
    expect(state.activity[0]).toMatchObject({ kind: 'disconnected', title: 'Disconnected from Test Dapp' })
  })

  it('tells the user when ending a session failed, and keeps the list true to the client', async () => {
    const session = { topic: 't1', peer: { metadata: { name: 'Test Dapp' } } }
    const client = {
      sessions: [session],
      disconnect: async () => {
        throw new Error('relay offline')
      },
    } as unknown as WalletClient
    const ctx = testContext({ sessions: [session] as never }, { client })
    await createSessions(ctx, createFeedback(ctx)).disconnect('t1')
    expect(ctx.store.getState().toasts.map((toast) => toast.text)).toEqual([
      'Could not disconnect: relay offline',
    ])
    expect(ctx.store.getState().sessions).toEqual([session])
  })

  it('does nothing for a session it does not know', async () => {
    const ctx = testContext({}, { client: { sessions: [] } as unknown as WalletClient })
    await createSessions(ctx, createFeedback(ctx)).disconnect('unknown')
    expect(ctx.store.getState().toasts).toEqual([])
  })
})
