import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNTS } from '../config.ts'
import { loadPrefs } from '../persistence/kept.ts'
import {
  connectDapp,
  type RelayKit,
  SMART_ADDRESS,
  until,
  walletOnMemoryRelay,
} from '../wallet/wallet.testkit.ts'

const kits: RelayKit[] = []
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.stop()))
})

async function connected() {
  const kit = await walletOnMemoryRelay()
  kits.push(kit)
  const { topic } = await connectDapp(kit)
  const events: { name: string; data: unknown }[] = []
  kit.dapp.events.on('session_event', ({ params }) => events.push(params.event))
  const dappAccounts = () =>
    kit.dapp.sessions.find((item) => item.topic === topic)?.namespaces.eip155?.accounts
  return { kit, topic, events, dappAccounts }
}

describe('choosing the account dapps see', () => {
  it('moves every session to another key: a session update, then accountsChanged; kept for the next visit', async () => {
    const { kit, events, dappAccounts } = await connected()
    const next = ACCOUNTS[1]?.address as string
    await kit.wallet.selectAccount(1)
    await until(() => events.some((event) => event.name === 'accountsChanged'), 'accountsChanged')
    expect(events.find((event) => event.name === 'accountsChanged')?.data).toEqual([next])
    expect(dappAccounts()).toEqual([`eip155:31337:${next}`])
    expect(kit.wallet.address).toBe(next)
    expect(loadPrefs(kit.storage).accountIndex).toBe(1)
    expect(kit.wallet.getState().balance.status).toBe('ready')
  })

  it('switches sessions to the key’s smart account and back', async () => {
    const { kit, events, dappAccounts } = await connected()
    await kit.wallet.setAccountMode('smartAccount')
    await until(() => events.length === 1, 'accountsChanged')
    expect(events[0]).toEqual({ name: 'accountsChanged', data: [SMART_ADDRESS] })
    expect(dappAccounts()).toEqual([`eip155:31337:${SMART_ADDRESS}`])
    expect(loadPrefs(kit.storage).accountMode).toBe('smartAccount')
    await kit.wallet.setAccountMode('eoa')
    await until(() => events.length === 2, 'the second accountsChanged')
    expect(events[1]).toEqual({ name: 'accountsChanged', data: [ACCOUNTS[0]?.address] })
  })

  it('ignores choosing what is already selected, or a key that does not exist', async () => {
    const { kit, events } = await connected()
    await kit.wallet.selectAccount(0)
    await kit.wallet.selectAccount(42)
    await kit.wallet.setAccountMode('eoa')
    expect(events).toEqual([])
    expect(kit.wallet.getState().accountIndex).toBe(0)
  })
})
