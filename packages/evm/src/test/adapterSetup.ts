import { type AdapterContext, airlockDevnet, mainnet } from '@airlock/core'
import { vi } from 'vitest'
import { createEvmAdapter } from '../adapter.ts'
import { announce, createFakeProvider, createFakeWindow, ICON } from './fakeProvider.ts'

/** The adapter's tests' wallet: one EIP-6963 wallet, connected to the devnet at ADDRESS. */
export const ADDRESS = '0x1111111111111111111111111111111111111111'
export const ID = 'io.alpha'
export const HASH = `0x${'ab'.repeat(32)}`
export const SIGNATURE = `0x${'12'.repeat(65)}`

/** An adapter over a window where one fake wallet announced itself, with `handlers` over the defaults. */
export function setup(handlers: Parameters<typeof createFakeProvider>[0] = {}) {
  const win = createFakeWindow()
  const wallet = createFakeProvider({
    eth_requestAccounts: () => [ADDRESS],
    eth_accounts: () => [ADDRESS],
    eth_chainId: () => '0x7a69',
    eth_getBalance: () => '0xde0b6b3a7640000',
    ...handlers,
  })
  announce(win, { uuid: 'u', name: 'Alpha', icon: ICON, rdns: ID }, wallet.provider)
  const adapter = createEvmAdapter({ window: win })
  const events = { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() }
  const context: AdapterContext = {
    setConnectors: vi.fn(),
    events,
    networks: () => [airlockDevnet, mainnet],
    sharedProvider: () => undefined,
  }
  const cleanup = adapter.init(context)
  return { adapter, wallet, events, context, win, cleanup }
}

/** The error a wallet throws when the visitor declines, with its EIP-1193 code. */
export const rejection = (code: number) => Object.assign(new Error('User rejected the request.'), { code })
