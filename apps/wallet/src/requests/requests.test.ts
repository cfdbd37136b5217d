import { verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNTS } from '../config.ts'
import { connectDapp, type RelayKit, until, walletOnMemoryRelay } from '../wallet/wallet.testkit.ts'

const kits: RelayKit[] = []
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.stop()))
})

async function connected() {
  const kit = await walletOnMemoryRelay()
  kits.push(kit)
  const { topic } = await connectDapp(kit)
  return { kit, topic }
}

const MESSAGE = 'Sign in to Test Dapp'
const personalSign = (kit: RelayKit, topic: string) =>
  kit.dapp.request<`0x${string}`>({
    topic,
    chainId: 'eip155:31337',
    request: {
      method: 'personal_sign',
      params: [`0x${Buffer.from(MESSAGE).toString('hex')}`, ACCOUNTS[0]?.address],
    },
  })

describe('a dapp’s requests', () => {
  it('holds a signature request for the user; approving answers a signature of the selected key', async () => {
    const { kit, topic } = await connected()
    const answer = personalSign(kit, topic)
    await until(() => kit.wallet.getState().requests.length === 1, 'the request on the sheet')
    const [request] = kit.wallet.getState().requests
    expect(request).toMatchObject({ method: 'personal_sign', chainId: 'eip155:31337', topic })
    await kit.wallet.approveRequest(request?.id as number)
    const signature = await answer
    const address = ACCOUNTS[0]?.address as `0x${string}`
    expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true)
    const state = kit.wallet.getState()
    expect(state.requests).toEqual([])
    expect(state.busy).toBeUndefined()
    expect(state.activity[0]).toMatchObject({ kind: 'signed', title: 'Signed a message', dapp: 'Test Dapp' })
  })

  it('answers a rejection with 4001 and logs it', async () => {
    const { kit, topic } = await connected()
    const answer = personalSign(kit, topic)
    answer.catch(() => {})
    await until(() => kit.wallet.getState().requests.length === 1, 'the request on the sheet')
    await kit.wallet.rejectRequest(kit.wallet.getState().requests[0]?.id as number)
    await expect(answer).rejects.toMatchObject({ code: 4001 })
    expect(kit.wallet.getState().activity[0]).toMatchObject({
      kind: 'rejected',
      title: 'Rejected a message signature',
    })
  })

  it('answers a malformed batch at once: logged as failed, no sheet, no toast', async () => {
    const { kit, topic } = await connected()
    const toastsBefore = kit.wallet.getState().toasts.length
    const answer = kit.dapp.request({
      topic,
      chainId: 'eip155:31337',
      request: { method: 'wallet_sendCalls', params: [{ calls: 'not a list' }] },
    })
    await expect(answer).rejects.toMatchObject({ code: expect.any(Number) })
    const state = kit.wallet.getState()
    expect(state.requests).toEqual([])
    expect(state.activity[0]).toMatchObject({ kind: 'failed', title: 'Batch of calls failed' })
    expect(state.toasts.length).toBe(toastsBefore)
  })

  it('refuses permission grants outside smart-account mode at once, saying what is needed', async () => {
    const { kit, topic } = await connected()
    const answer = kit.dapp.request({
      topic,
      chainId: 'eip155:31337',
      request: {
        method: 'wallet_grantPermissions',
        params: [{ expiry: Math.floor(Date.now() / 1000) + 3600, permissions: [] }],
      },
    })
    await expect(answer).rejects.toThrow(/smart account/i)
    expect(kit.wallet.getState().requests).toEqual([])
    expect(kit.wallet.getState().activity[0]).toMatchObject({
      kind: 'failed',
      title: 'Permission grant failed',
    })
  })

  it('ignores a second answer while one is on its way', async () => {
    const { kit, topic } = await connected()
    const answer = personalSign(kit, topic)
    await until(() => kit.wallet.getState().requests.length === 1, 'the request on the sheet')
    const id = kit.wallet.getState().requests[0]?.id as number
    const approving = kit.wallet.approveRequest(id)
    await kit.wallet.rejectRequest(id)
    await approving
    expect(await answer).toMatch(/^0x[0-9a-f]{130}$/)
    expect(kit.wallet.getState().activity.filter((item) => item.kind === 'rejected')).toEqual([])
  })
})
