import { randomUUID } from 'node:crypto'
import { disconnected, toProviderRpcError } from '@airlock/wallet-engine'
import type { BrowserContext, Frame, Page } from 'playwright-core'
import type { TestWalletEventName } from './emitter.ts'
import { type PageNames, pageScript } from './page-script.ts'
import type { RequestArguments } from './requestArguments.ts'
import type { RoleRequest } from './roles/role.ts'
import type { TestWallet } from './wallet.ts'

export interface InstallTestWalletOptions {
  /** Announce the provider through EIP-6963. Default true. */
  announce?: boolean
  /** Also set window.ethereum. Default false. */
  legacy?: boolean
}

export interface InstalledTestWallet {
  /** The page-side global names, for tests that need to reach the provider directly. */
  readonly names: Readonly<PageNames>
  /**
   * Stops injecting into new documents and stops forwarding requests and events. Documents already loaded
   * keep their provider object, whose requests then fail with 4900; reload them for a clean page.
   */
  uninstall(): Promise<void>
  [Symbol.asyncDispose](): Promise<void>
}

const events: readonly TestWalletEventName[] = ['connect', 'disconnect', 'accountsChanged', 'chainChanged']

/** Account changes of the Solana and Bitcoin roles, handled by their page-side wallets. */
type RoleEventName = 'airlock:solana:change' | 'airlock:bitcoin:change'

/** Playwright 1.50 returns nothing from exposeBinding/addInitScript; newer versions return a Disposable. */
type MaybeDisposable = { dispose(): Promise<void> } | undefined | void

type BindingReply = { ok: true; result: unknown } | { ok: false; error: unknown }

/** What the page sends: an EIP-1193 request, or (with `role`) one from the Solana or Bitcoin wallet. */
type BindingArgs = RequestArguments & { role?: 'solana' | 'bitcoin' }

/** The Solana and Bitcoin wallets' page id for the sats-connect provider (window.<id>, btc_providers). */
const satsConnectProviderId = 'AirlockTestBitcoinProvider'

function answer(wallet: TestWallet, args: BindingArgs, origin: string | undefined): Promise<unknown> {
  if (args?.role === undefined) return wallet.request(args, { origin })
  const role = args.role === 'solana' ? wallet.solana : args.role === 'bitcoin' ? wallet.bitcoin : undefined
  if (!role) throw disconnected()
  const request: RoleRequest = { method: args.method, params: args.params }
  return role.request(request, { origin })
}

function originOf(frame: Frame | undefined): string | undefined {
  try {
    return frame ? new URL(frame.url()).origin : undefined
  } catch {
    return undefined
  }
}

function liveFrames(target: BrowserContext | Page): Frame[] {
  const pages = 'pages' in target ? target.pages() : [target]
  return pages.filter((page) => !page.isClosed()).flatMap((page) => page.frames())
}

/**
 * Injects the wallet into every page of a browser context (or into one page): an EIP-1193 provider that
 * forwards requests to `wallet` in Node, announced through EIP-6963 and re-injected on every navigation.
 * Install before navigating; pages already open get the provider too, but their scripts have run already.
 *
 * @example
 * ```ts
 * const wallet = createTestWallet({ privateKeys: [privateKey], chains: [{ id: 31337, name: 'Localhost' }] })
 * await installTestWallet(context, wallet) // before page.goto: the page's scripts find it
 * const page = await context.newPage()
 * await page.goto('http://127.0.0.1:5173')
 * ```
 */
export async function installTestWallet(
  target: BrowserContext | Page,
  wallet: TestWallet,
  options: InstallTestWalletOptions = {},
): Promise<InstalledTestWallet> {
  const id = randomUUID().replaceAll('-', '')
  const names: PageNames = Object.freeze({
    binding: `__airlockTestWallet_${id}`,
    dispatcher: `__airlockTestWalletEvents_${id}`,
    installed: `__airlockTestWalletInstalled_${id}`,
  })
  let active = true

  const binding = await target.exposeBinding(
    names.binding,
    async (source: { frame?: Frame }, args: BindingArgs): Promise<BindingReply> => {
      try {
        if (!active) throw disconnected()
        return { ok: true, result: await answer(wallet, args, originOf(source.frame)) }
      } catch (error) {
        return { ok: false, error: toProviderRpcError(error).toJSON() }
      }
    },
  )
  const script = pageScript({
    names,
    info: { ...wallet.info },
    announce: options.announce ?? true,
    legacy: options.legacy ?? false,
    ...(wallet.solana && {
      solana: { name: wallet.info.name, icon: wallet.info.icon, chains: [...wallet.solana.chains] },
    }),
    ...(wallet.bitcoin && {
      bitcoin: {
        name: wallet.info.name,
        icon: wallet.info.icon,
        chain: wallet.bitcoin.chain,
        providerId: satsConnectProviderId,
      },
    }),
  })
  const initScript = await target.addInitScript({ content: script })
  await Promise.all(liveFrames(target).map((frame) => frame.evaluate(script).catch(() => {})))

  // Events go out one at a time so every page sees them in the order the wallet emitted them.
  let deliveries: Promise<unknown> = Promise.resolve()
  const deliver = (event: TestWalletEventName | RoleEventName, payload: unknown) => {
    const expression = `window[${JSON.stringify(names.dispatcher)}]?.(${JSON.stringify(event)}, ${JSON.stringify(payload)})`
    const run = deliveries.then(() =>
      // A frame that navigates or closes meanwhile just misses the event, like a real page would.
      Promise.all(liveFrames(target).map((frame) => frame.evaluate(expression).catch(() => {}))),
    )
    deliveries = run
    return run
  }
  const unsubscribes = events.map((event) => wallet.on(event, (payload) => deliver(event, payload)))
  if (wallet.solana) {
    unsubscribes.push(wallet.solana.on('change', (change) => deliver('airlock:solana:change', change)))
  }
  if (wallet.bitcoin) {
    unsubscribes.push(wallet.bitcoin.on('change', (change) => deliver('airlock:bitcoin:change', change)))
  }

  const uninstall = async () => {
    if (!active) return
    active = false
    for (const unsubscribe of unsubscribes) unsubscribe()
    await Promise.all([dispose(binding), dispose(initScript)])
  }
  return { names, uninstall, [Symbol.asyncDispose]: uninstall }
}

async function dispose(resource: MaybeDisposable): Promise<void> {
  await resource?.dispose().catch(() => {})
}
