import { describe, expect, it } from 'vitest'
import { createFakeSiwx } from '../test/fakeSiwx.ts'
import { createSiwxFlow, type SiwxAccount } from './flow.ts'
import { createSiwxStore } from './store.ts'
import type { SIWXSession } from './types.ts'

const A: SiwxAccount = {
  caipNetworkId: 'eip155:31337',
  address: '0x1111111111111111111111111111111111111111',
}
const B: SiwxAccount = {
  caipNetworkId: 'eip155:31337',
  address: '0x2222222222222222222222222222222222222222',
}

const sessionOf = (account: SiwxAccount): SIWXSession => ({
  data: {
    accountAddress: account.address,
    chainId: account.caipNetworkId,
    domain: 'dapp.example',
    uri: 'https://dapp.example/',
    version: '1',
    nonce: 'n0nce12345678',
  },
  message: 'signed before',
  signature: '0xsignature',
})

/** A flow whose getSessions answers only when the test says, so the account can move while it reads. */
function setup(active: { account: SiwxAccount | undefined }) {
  const fake = createFakeSiwx()
  const pending: (() => void)[] = []
  const read = fake.config.getSessions
  fake.config.getSessions = (chainId, address) =>
    new Promise((resolve) => pending.push(() => resolve(read(chainId, address))))
  const store = createSiwxStore()
  let opened = 0
  const flow = createSiwxFlow({
    config: fake.config,
    store,
    events: { emit: () => undefined },
    router: { reset: () => undefined, getState: () => ({ view: 'Connect' }) as never },
    account: () => active.account,
    open: () => {
      opened++
    },
    isOpen: () => false,
    close: () => undefined,
    signMessage: async () => '0xsignature',
    disconnect: async () => undefined,
  })
  /** Answers the oldest read still waiting, or the newest with `last`. */
  const answerNext = async (last = false) => {
    await expect.poll(() => pending.length).toBeGreaterThan(0)
    ;(last ? pending.pop() : pending.shift())!()
  }
  return { fake, store, flow, answerNext, waiting: () => pending.length, opened: () => opened }
}

describe('the sign-in check when the account moves while its sessions are read', () => {
  it('checks the account active at the end when no later check was started (it never stays checking)', async () => {
    const active: { account: SiwxAccount | undefined } = { account: A }
    const env = setup(active)
    env.fake.state.sessions.push(sessionOf(B))
    const done = env.flow.check(A)
    active.account = B
    await env.answerNext()
    await env.answerNext()
    await done
    expect(env.fake.calls.map((c) => c.args[1])).toEqual([A.address, B.address])
    expect(env.store.getState()).toMatchObject({ status: 'signed', session: sessionOf(B) })
  })

  it('goes back to idle when nobody is connected any more', async () => {
    const active: { account: SiwxAccount | undefined } = { account: A }
    const env = setup(active)
    const done = env.flow.check(A)
    active.account = undefined
    await env.answerNext()
    await done
    expect(env.store.getState().status).toBe('idle')
    expect(env.opened()).toBe(0)
  })

  it("an older check's late answer does not overwrite the newer one", async () => {
    const active: { account: SiwxAccount | undefined } = { account: A }
    const env = setup(active)
    env.fake.state.sessions.push(sessionOf(A))
    const first = env.flow.check(A)
    const second = env.flow.check(A)
    await expect.poll(env.waiting).toBe(2)
    // The newer read answers first: the session was revoked meanwhile, so the view asks.
    env.fake.state.sessions.length = 0
    await env.answerNext(true)
    await second
    expect(env.store.getState().status).toBe('unsigned')
    // The older read answers last, still with the session it would have seen.
    env.fake.state.sessions.push(sessionOf(A))
    await env.answerNext()
    await Promise.all([first, second])
    expect(env.store.getState().status).toBe('unsigned')
    expect(env.opened()).toBe(1)
  })
})
