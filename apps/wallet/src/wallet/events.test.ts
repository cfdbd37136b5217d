import { afterEach, describe, expect, it, vi } from 'vitest'
import { REQUEST_EXPIRED } from './events.ts'
import { connectDapp, type RelayKit, until, walletOnMemoryRelay } from './wallet.testkit.ts'

const kits: RelayKit[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(kits.splice(0).map((kit) => kit.stop()))
})

describe('what the relay tells the wallet', () => {
  it('a proposal ends the wait of the pasted link and waits for the user', async () => {
    const kit = await walletOnMemoryRelay()
    kits.push(kit)
    const { uri } = await kit.dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } },
    })
    await kit.wallet.pair(uri as string)
    await until(() => kit.wallet.getState().proposals.length === 1, 'the proposal')
    expect(kit.wallet.getState().pairing).toBe(false)
    expect(kit.wallet.visibleProposals()).toHaveLength(1)
  })

  it('a request that expired before the user answered leaves the sheet, and the user is told', async () => {
    const kit = await walletOnMemoryRelay()
    kits.push(kit)
    const { topic } = await connectDapp(kit)
    kit.dapp
      .request({
        topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: ['0x6869', '0x0'] },
        expiry: 300,
      })
      .catch(() => {})
    await until(() => kit.wallet.getState().requests.length === 1, 'the request')
    const id = kit.wallet.getState().requests[0]?.id as number
    kit.walletClient.events.emit('session_request_expire', { id, topic })
    expect(kit.wallet.getState().requests).toEqual([])
    expect(kit.wallet.getState().toasts.map((toast) => toast.text)).toContain(REQUEST_EXPIRED)
  })
})
