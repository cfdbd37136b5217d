import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BACK_NAVIGATION_CLEANUP_MS, createRouterStore } from './router.ts'

function setup(hasAddress = false) {
  const hooks = {
    onCloseRequest: vi.fn(),
    hasActiveAddress: vi.fn(() => hasAddress),
    clearFarcasterLink: vi.fn(),
    resyncAuthConnector: vi.fn(),
  }
  return { router: createRouterStore(hooks), hooks }
}

describe('router history', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts on Connect', () => {
    const { router } = setup()
    expect(router.getState().view).toBe('Connect')
    expect(router.getState().history).toEqual(['Connect'])
  })

  it('ignores a push of the current view', () => {
    const { router } = setup()
    router.push('Account')
    router.push('Account')
    expect(router.getState().history).toEqual(['Connect', 'Account'])
  })

  it('reset replaces the whole history', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.push('ConnectingExternal')
    router.reset('Account')
    expect(router.getState().history).toEqual(['Account'])
    expect(router.getState().view).toBe('Account')
  })

  it('replace swaps only the last entry, unless it already is that view', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.replace('Account')
    expect(router.getState().history).toEqual(['Connect', 'Account'])
    const before = router.getState()
    router.replace('Account')
    expect(router.getState()).toBe(before)
  })

  it('back pops one view', () => {
    const { router, hooks } = setup()
    router.push('AllWallets')
    router.goBack()
    expect(router.getState().history).toEqual(['Connect'])
    expect(router.getState().view).toBe('Connect')
    expect(hooks.onCloseRequest).not.toHaveBeenCalled()
  })

  it('back with one view closes the modal', () => {
    const { router, hooks } = setup()
    router.goBack()
    expect(hooks.onCloseRequest).toHaveBeenCalledOnce()
    expect(router.getState().history).toEqual(['Connect'])
  })

  it('clears an open wallet selection on back', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.push('ConnectingWalletConnect', { wallet: { id: 'w1', name: 'Wallet One' } })
    expect(router.getState().data?.wallet?.id).toBe('w1')
    router.goBack()
    expect(router.getState().data?.wallet).toBeUndefined()
  })

  it('leaving ConnectingFarcaster without an address clears the link and resyncs after 100 ms', () => {
    const { router, hooks } = setup(false)
    router.push('ConnectingFarcaster')
    router.goBack()
    expect(hooks.clearFarcasterLink).toHaveBeenCalledOnce()
    expect(hooks.resyncAuthConnector).not.toHaveBeenCalled()
    vi.advanceTimersByTime(BACK_NAVIGATION_CLEANUP_MS - 1)
    expect(hooks.resyncAuthConnector).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(hooks.resyncAuthConnector).toHaveBeenCalledOnce()
    expect(BACK_NAVIGATION_CLEANUP_MS).toBe(100)
  })

  it('leaving ConnectingFarcaster with an address keeps the link', () => {
    const { router, hooks } = setup(true)
    router.push('ConnectingFarcaster')
    router.goBack()
    vi.advanceTimersByTime(200)
    expect(hooks.clearFarcasterLink).not.toHaveBeenCalled()
    expect(hooks.resyncAuthConnector).not.toHaveBeenCalled()
  })
})

describe('transaction stack', () => {
  it('on success runs the success callback and stays', () => {
    const { router } = setup()
    const action = { onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() }
    router.push('Account')
    router.pushTransactionStack({ ...action, view: 'ApproveTransaction' })
    expect(router.getState().view).toBe('ApproveTransaction')
    router.popTransactionStack('success')
    expect(action.onSuccess).toHaveBeenCalledOnce()
    expect(action.onError).not.toHaveBeenCalled()
    expect(router.getState().view).toBe('ApproveTransaction')
    expect(router.getState().transactionStack).toHaveLength(0)
  })

  it.each(['error', 'cancel'] as const)('on %s runs its callback and goes back', (status) => {
    const { router } = setup()
    const action = { onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() }
    router.push('Account')
    router.pushTransactionStack({ ...action, view: 'ApproveTransaction' })
    router.popTransactionStack(status)
    expect(status === 'error' ? action.onError : action.onCancel).toHaveBeenCalledOnce()
    expect(action.onSuccess).not.toHaveBeenCalled()
    expect(router.getState().view).toBe('Account')
  })

  it('popping an empty stack does nothing', () => {
    const { router, hooks } = setup()
    router.popTransactionStack('error')
    expect(router.getState().history).toEqual(['Connect'])
    expect(hooks.onCloseRequest).not.toHaveBeenCalled()
  })
})
