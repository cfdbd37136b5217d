import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNTS } from '../config.ts'
import { ACTIVITY_KEY } from '../persistence/kept.ts'
import { connectDapp, type RelayKit, until, walletOnMemoryRelay } from './wallet.testkit.ts'

const kits: RelayKit[] = []
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.stop()))
})

async function started(...args: Parameters<typeof walletOnMemoryRelay>) {
  const kit = await walletOnMemoryRelay(...args)
  kits.push(kit)
  return kit
}

describe('the reference wallet, a dapp on the other end', () => {
  it('starts ready on the relay, with the kept account and the devnet balance', async () => {
    const kit = await started()
    const state = kit.wallet.getState()
    expect(state.status).toBe('ready')
    expect(kit.wallet.address).toBe(ACCOUNTS[0]?.address)
    await until(() => kit.wallet.getState().balance.status === 'ready', 'the balance')
    expect(kit.wallet.getState().balance).toEqual({ status: 'ready', value: 10n ** 18n })
  })

  it('connects from a pasted link: the dapp gets the selected account, the activity says so', async () => {
    const kit = await started()
    const session = await connectDapp(kit)
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:31337:${ACCOUNTS[0]?.address}`)
    const state = kit.wallet.getState()
    expect(state.sessions.map((item) => item.topic)).toEqual([session.topic])
    expect(state.proposals).toEqual([])
    expect(state.pairing).toBe(false)
    expect(state.activity[0]).toMatchObject({ kind: 'connected', title: 'Connected to Test Dapp' })
    expect(state.toasts.map((toast) => toast.text)).toContain('Connected to Test Dapp.')
    // The activity list outlives the page.
    expect(JSON.parse(kit.storage.items.get(ACTIVITY_KEY) ?? '[]')[0].title).toBe('Connected to Test Dapp')
  })

  it('answers eth_chainId at once, without asking the user', async () => {
    const kit = await started()
    const { topic } = await connectDapp(kit)
    const chainId = await kit.dapp.request({
      topic,
      chainId: 'eip155:31337',
      request: { method: 'eth_chainId', params: [] },
    })
    expect(chainId).toBe('0x7a69')
    expect(kit.wallet.getState().requests).toEqual([])
  })

  it('ends a session the user disconnects, on both sides', async () => {
    const kit = await started()
    const { topic } = await connectDapp(kit)
    await kit.wallet.disconnect(topic)
    expect(kit.wallet.getState().sessions).toEqual([])
    expect(kit.wallet.getState().toasts.map((toast) => toast.text)).toContain('Disconnected from Test Dapp.')
    await until(() => !kit.dapp.sessions.some((item) => item.topic === topic), 'the dapp to see it')
  })
})
