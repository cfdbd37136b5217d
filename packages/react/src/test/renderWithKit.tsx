import { type Airlock, airlockDevnet, createAirlock, sepolia } from '@airlock/core'
import { createMemoryBackend } from '@airlock/core/internal'
import {
  cleanup,
  configure,
  prettyDOM,
  type RenderHookOptions,
  type RenderOptions,
  render,
  renderHook,
  waitFor,
  within,
} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement, ReactNode } from 'react'
import { onTestFinished } from 'vitest'
import { createFakeAdapter, testConnector } from '../../../core/src/test/fakeAdapter.ts'
import { AirlockProvider } from '../AirlockProvider.tsx'

/**
 * What the React tests in Chromium stand on: a kit made by createAirlock as a dapp makes it, on the devnet and
 * Sepolia, whose one wallet ("Test Wallet") is core's fake adapter: connecting through it succeeds with
 * 0x1111…1111 and a balance of 1.5 ETH unless the test sets otherwise on `fake.state`. The kit is destroyed
 * and the DOM emptied when the test ends.
 */
export function testKitWithWallet(options: Partial<Parameters<typeof createAirlock>[0]> = {}) {
  const fake = createFakeAdapter()
  fake.state.connectors = [testConnector]
  const airlock = createAirlock({
    projectId: 'p',
    networks: [airlockDevnet, sepolia],
    adapters: [fake.adapter],
    storage: createMemoryBackend(),
    ...options,
  })
  onTestFinished(() => {
    cleanup()
    airlock.destroy()
  })
  return { airlock, fake }
}

/** A kit whose All Wallets view lists the fake registry the browser runner serves (fakeRegistry.ts). */
export function testKitWithRegistry(options: Partial<Parameters<typeof createAirlock>[0]> = {}) {
  return testKitWithWallet({ cloudUrl: `${location.origin}/cloud`, ...options })
}

const providerOf =
  (airlock: Airlock) =>
  ({ children }: { children?: ReactNode }) => <AirlockProvider airlock={airlock}>{children}</AirlockProvider>

/** Renders `ui` inside <AirlockProvider> with a test kit; `user` clicks and types as a visitor. */
export function renderWithKit(
  ui: ReactElement,
  kit: ReturnType<typeof testKitWithWallet> = testKitWithWallet(),
  options: Omit<RenderOptions, 'wrapper'> = {},
) {
  const result = render(ui, { ...options, wrapper: providerOf(kit.airlock) })
  return { ...kit, ...result, user: userEvent.setup() }
}

/** renderHook inside <AirlockProvider> with a test kit. */
export function renderHookWithKit<Result>(
  hook: () => Result,
  kit: ReturnType<typeof testKitWithWallet> = testKitWithWallet(),
  options: Omit<RenderHookOptions<unknown>, 'wrapper'> = {},
) {
  return { ...kit, ...renderHook(hook, { ...options, wrapper: providerOf(kit.airlock) }) }
}

/*
 * Testing Library prints the container of a query that found nothing, and its printer takes elements and
 * documents only: a shadow root is printed child by child instead of failing the failure.
 */
configure({
  // find* and waitFor wait for what a visitor would see; 1 s (the default) is short for a busy 2-core machine
  // running other tests beside. One that never comes still fails, within the page's 20 s per test.
  asyncUtilTimeout: 10_000,
  getElementError(message, container) {
    const shown =
      container instanceof ShadowRoot
        ? [...container.children].map((child) => prettyDOM(child) || '').join('\n')
        : prettyDOM(container)
    // A find* that timed out passes on the message of its last try, which already holds the markup.
    const printed = !shown || message?.includes(shown)
    const error = new Error(printed ? (message ?? '') : [message, shown].filter(Boolean).join('\n\n'))
    error.name = 'TestingLibraryElementError'
    return error
  },
})

/**
 * Queries inside one of the kit's shadow roots (`airlock-button`, `airlock-modal`): the kit draws there so
 * that page CSS cannot reach it, and `screen` (the document) does not look into shadow roots.
 */
async function shadowOf(tag: string) {
  const root = await waitFor(() => {
    const found = document.querySelector(tag)?.shadowRoot
    if (!found?.firstElementChild) throw new Error(`<${tag}> has not rendered yet`)
    return found
  })
  return within(root as unknown as HTMLElement)
}

/** The Connect button's contents, as Testing Library queries. */
export const connectButton = () => shadowOf('airlock-button')

/** The modal's contents (its dialog, toasts and alerts), as Testing Library queries. */
export const airlockModal = () => shadowOf('airlock-modal')
