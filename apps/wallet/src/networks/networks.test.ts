import { afterEach, describe, expect, it } from 'vitest'
import { loadPrefs } from '../persistence/kept.ts'
import { connectDapp, type RelayKit, until, walletOnMemoryRelay } from '../wallet/wallet.testkit.ts'

const kits: RelayKit[] = []
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.stop()))
})

describe('choosing the network', () => {
  it('adds the network to a session that lacks it, then tells the dapp chainChanged; kept for the next visit', async () => {
    const kit = await walletOnMemoryRelay()
    kits.push(kit)
    const { topic } = await connectDapp(kit)
    const events: { name: string; data: unknown }[] = []
    kit.dapp.events.on('session_event', ({ params }) => events.push(params.event))
    await kit.wallet.selectNetwork(10)
    await until(() => events.length === 1, 'chainChanged')
    expect(events[0]).toEqual({ name: 'chainChanged', data: 10 })
    const session = kit.dapp.sessions.find((item) => item.topic === topic)
    expect(session?.namespaces.eip155?.chains).toContain('eip155:10')
    expect(kit.wallet.getState()).toMatchObject({ chainId: 10, balance: { status: 'unavailable' } })
    expect(loadPrefs(kit.storage).chainId).toBe(10)
  })

  it('ignores a network it does not know', async () => {
    const kit = await walletOnMemoryRelay()
    kits.push(kit)
    await kit.wallet.selectNetwork(999)
    expect(kit.wallet.getState().chainId).toBe(31337)
  })
})
