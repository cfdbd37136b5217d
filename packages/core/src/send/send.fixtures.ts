import { expect, vi } from 'vitest'
import type { TokenBalance } from '../account/store.ts'
import type { ConnectorInfo } from '../connect/connectorsStore.ts'
import type { AirlockEvent } from '../events/store.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet, bitcoin, solana } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter, flush, testConnector } from '../test/fakeAdapter.ts'
import { json, startTestServer } from '../test/httpServer.ts'
import type { ChainNamespace } from '../types.ts'

/*
 * The send tests' shared accounts, tokens and kit. Each test file that starts a kit runs
 * `afterEach(stopSendKits)`: the unit run shares one module graph between files, so a hook registered here would
 * run for the first file only.
 */

/** EIP-55's own example address, correctly checksummed. */
export const RECEIVER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
export const SENDER = '0x1111111111111111111111111111111111111111'
export const USDC_CONTRACT = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
export const SOL_SENDER = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
export const SOL_RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
export const SOL_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

/** A token balance as the account lists it: 2 ETH on the devnet unless told otherwise. */
export function token(overrides: Partial<TokenBalance> & { numeric?: string; decimals?: string } = {}) {
  const { numeric = '2', decimals = '18', ...rest } = overrides
  return {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    price: 3000,
    quantity: { numeric, decimals },
    iconUrl: '',
    ...rest,
  } satisfies TokenBalance
}
export const eth = (numeric = '2') => token({ numeric })
export const usdc = (numeric = '2.5') =>
  token({
    name: 'USD Coin',
    symbol: 'USDC',
    address: `eip155:31337:${USDC_CONTRACT}`,
    price: 1,
    numeric,
    decimals: '6',
  })
export const sol = (numeric = '3') =>
  token({ name: 'Solana', symbol: 'SOL', chainId: solana.caipNetworkId, price: 150, numeric, decimals: '9' })
export const splUsdc = (numeric = '10') =>
  token({
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: solana.caipNetworkId,
    address: `${solana.caipNetworkId}:${SOL_MINT}`,
    price: 1,
    numeric,
    decimals: '6',
  })

/** The hash every fake send answers with. */
export const HASH = `0x${'ab'.repeat(32)}`

let cleanups: (() => Promise<void> | void)[] = []

/** Destroys the kits and closes the clouds the test started, and puts real timers back. */
export async function stopSendKits() {
  for (const cleanup of cleanups.reverse()) await cleanup()
  cleanups = []
  vi.useRealTimers()
}

interface KitOptions {
  namespace?: ChainNamespace
  connect?: boolean
  cloud?: boolean
  configure?: (fake: ReturnType<typeof createFakeAdapter>) => void
}

/**
 * A kit connected through the fake adapter, with a loopback cloud whose history lists the sent transaction (so the
 * activity refresh after a send stops at once) and whose balances answer.
 */
export async function kit({
  namespace = 'eip155',
  connect = true,
  cloud = true,
  configure,
}: KitOptions = {}) {
  const server = await startTestServer((req, res) => {
    const path = req.url.pathname
    if (path.endsWith('/balance')) json(res, 200, { balances: [eth('0.5'), usdc('1')] })
    else if (path.endsWith('/history'))
      json(res, 200, {
        data: [
          {
            id: 'sent',
            metadata: {
              operationType: 'send',
              hash: HASH.toUpperCase().replace('0X', '0x'),
              minedAt: '2026-11-22T10:00:00.000Z',
              sentFrom: SENDER,
              sentTo: RECEIVER,
              status: 'confirmed',
              nonce: 0,
              chain: 'eip155:31337',
            },
            transfers: [],
          },
        ],
        next: null,
      })
    else json(res, 200, {})
  })
  cleanups.push(server.close)
  const fake = createFakeAdapter(namespace)
  fake.state.sendResult = HASH
  fake.state.writeContractResult = HASH
  const network = { eip155: airlockDevnet, solana, bip122: bitcoin }[namespace as string] ?? airlockDevnet
  const connector: ConnectorInfo =
    namespace === 'eip155'
      ? testConnector
      : { id: `${namespace}.wallet`, name: 'Other Wallet', type: 'ANNOUNCED', chain: namespace }
  if (namespace !== 'eip155') {
    fake.state.connectResult = {
      address: namespace === 'solana' ? SOL_SENDER : 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
      chainId: String(network.id),
      accounts: [],
    }
  }
  fake.state.connectors = [connector]
  configure?.(fake)
  const airlock = createKit({
    projectId: 'p',
    networks: [network],
    adapters: [fake.adapter],
    storage: createMemoryBackend(),
    ...(cloud ? { cloudUrl: server.url } : {}),
  })
  cleanups.push(() => airlock.destroy())
  await airlock.ready
  if (connect) await airlock.connect(connector)
  await flush()
  server.requests.length = 0
  airlock.router.reset('Account')
  airlock.router.push('Send')
  airlock.router.push('SendPreview')

  const events: AirlockEvent[] = []
  airlock.events.subscribe(({ last }) => {
    if (last?.event.startsWith('SEND_')) events.push(last)
  })
  const toasts: string[] = []
  airlock.toast.subscribe((state, previous) => {
    if (state.open && !previous.open) toasts.push(`${state.variant}: ${state.message}`)
  })
  const callsOf = (method: string) => fake.calls.filter((c) => c.method === method)
  return { airlock, fake, server, events, toasts, callsOf, connector, network }
}

/** Waits for the activity refresh at the end of a successful send, so nothing runs after the test. */
export async function settled(airlock: Awaited<ReturnType<typeof kit>>['airlock']) {
  await vi.waitFor(() => expect(airlock.transactions.getState().transactions).toHaveLength(1))
}
