import { afterEach, describe, expect, it, vi } from 'vitest'
import { UserRejectedRequestError } from '../errors/user.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createEmbeddedProviderHolder, REFUSED_RPC_ERROR_DELAY_MS } from './holder.ts'
import type { EmbeddedProvider } from './types.ts'

function setup() {
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [],
    storage: createMemoryBackend(),
  })
  const calls: string[] = []
  let settle: ((value: unknown) => void) | undefined
  let fail: ((error: unknown) => void) | undefined
  const inner: EmbeddedProvider = {
    request: ({ method }) => {
      calls.push(method)
      if (method === 'eth_chainId') return Promise.resolve('0x7a69')
      return new Promise((resolve, reject) => {
        settle = resolve
        fail = reject
      })
    },
  }
  let loads = 0
  let drops = 0
  const holder = createEmbeddedProviderHolder(
    airlock,
    async () => {
      loads++
      holder.setProvider(inner)
    },
    () => {
      drops++
    },
  )
  return {
    airlock,
    holder,
    calls,
    drops: () => drops,
    loads: () => loads,
    settle: (v: unknown) => settle?.(v),
    fail: (e: unknown) => fail?.(e),
  }
}

afterEach(() => vi.useRealTimers())

describe('the embedded wallet’s provider', () => {
  it('loads the frame on the first request and answers safe methods without a view', async () => {
    const { airlock, holder, calls, loads } = setup()
    expect(loads()).toBe(0)
    expect(await holder.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(loads()).toBe(1)
    expect(calls).toEqual(['eth_chainId'])
    expect(airlock.modal.getState().open).toBe(false)
  })

  it('refuses a method on neither list: the modal opens, "Action not allowed" shows 300 ms later', async () => {
    vi.useFakeTimers()
    const { airlock, holder, calls } = setup()
    await expect(holder.provider.request({ method: 'eth_sign' })).rejects.toMatchObject({
      shortMessage: 'Requested RPC call is not allowed',
      code: 4200,
    })
    expect(calls).toEqual([])
    expect(airlock.modal.getState().open).toBe(true)
    expect(airlock.toast.getState().open).toBe(false)
    vi.advanceTimersByTime(REFUSED_RPC_ERROR_DELAY_MS)
    expect(airlock.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Action not allowed',
    })
  })

  it('shows ApproveTransaction for an unsafe method and closes the modal it opened once answered', async () => {
    const { airlock, holder, settle } = setup()
    const signing = holder.provider.request({ method: 'personal_sign', params: ['0x6869', '0x1'] })
    await vi.waitFor(() => expect(airlock.router.getState().view).toBe('ApproveTransaction'))
    expect(airlock.modal.getState().open).toBe(true)
    expect(airlock.router.getState().transactionStack).toHaveLength(1)
    settle('0xsig')
    expect(await signing).toBe('0xsig')
    expect(airlock.router.getState().transactionStack).toHaveLength(0)
    expect(airlock.modal.getState().open).toBe(false)
  })

  it('goes back to the view it came from when the modal was open, also after a rejection', async () => {
    const { airlock, holder, fail } = setup()
    airlock.open({ view: 'Account' })
    const sending = holder.provider.request({ method: 'eth_sendTransaction', params: [{}] })
    await vi.waitFor(() => expect(airlock.router.getState().view).toBe('ApproveTransaction'))
    fail(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(sending).rejects.toMatchObject({ code: 4001 })
    expect(airlock.router.getState().view).toBe('Account')
    expect(airlock.modal.getState().open).toBe(true)
  })

  it('rejects the waiting approval with 4001 when the visitor closes the modal, and has the frame drop its card', async () => {
    const { airlock, holder, drops, settle } = setup()
    const signing = holder.provider.request({ method: 'personal_sign', params: ['0x6869', '0x1'] })
    await vi.waitFor(() => expect(airlock.router.getState().view).toBe('ApproveTransaction'))
    airlock.close()
    await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(signing).rejects.toMatchObject({ code: 4001, shortMessage: 'User rejected the request' })
    expect(drops()).toBe(1)
    expect(airlock.router.getState().transactionStack).toHaveLength(0)
    expect(airlock.modal.getState().open).toBe(false)
    // The frame's late answer changes nothing; the next request shows its own approval and is answered.
    settle('0xlate')
    const next = holder.provider.request({ method: 'personal_sign', params: ['0x6869', '0x1'] })
    await vi.waitFor(() => expect(airlock.modal.getState().open).toBe(true))
    settle('0xsig')
    expect(await next).toBe('0xsig')
    expect(drops()).toBe(1)
  })

  it('does not refuse anything on its own close after an answer, nor on closes with nothing waiting', async () => {
    const { airlock, holder, drops, settle } = setup()
    airlock.open({ view: 'Account' })
    airlock.close()
    const signing = holder.provider.request({ method: 'personal_sign', params: ['0x6869', '0x1'] })
    await vi.waitFor(() => expect(airlock.router.getState().view).toBe('ApproveTransaction'))
    settle('0xsig')
    expect(await signing).toBe('0xsig')
    expect(airlock.modal.getState().open).toBe(false)
    expect(drops()).toBe(0)
  })

  it('rejects the approval when the visitor closes a modal that was already open (Account, then Approve)', async () => {
    const { airlock, holder, drops } = setup()
    airlock.open({ view: 'Account' })
    const sending = holder.provider.request({ method: 'eth_sendTransaction', params: [{}] })
    await vi.waitFor(() => expect(airlock.router.getState().view).toBe('ApproveTransaction'))
    airlock.close()
    await expect(sending).rejects.toMatchObject({ code: 4001 })
    expect(drops()).toBe(1)
    expect(airlock.router.getState().transactionStack).toHaveLength(0)
  })
})
