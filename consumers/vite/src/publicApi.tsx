/*
 * A dapp's use of Airlock's whole public surface, type-checked with `strict`, `exactOptionalPropertyTypes` and
 * `noUncheckedIndexedAccess` against the published declarations (never run: `npm run typecheck` only).
 * Every value export of each entry must have a real type (not `any`), and the calls a dapp makes must accept
 * what a strict dapp passes, `undefined` in optional places included.
 */
import type * as core from '@airlock/core'
import {
  type Airlock,
  type AirlockOptions,
  airlockDevnet,
  BaseError,
  type CaipNetwork,
  ChainSwitchError,
  CloudError,
  createAirlock,
  defineNetwork,
  mainnet,
  type NetworkDefinition,
  type OpenOptions,
  UnavailableRpcUrlError,
  UserRejectedRequestError,
  WalletError,
} from '@airlock/core'
import type * as evm from '@airlock/evm'
import { createEvmAdapter, type EvmAdapterOptions } from '@airlock/evm'
import type * as protocol from '@airlock/protocol'
import type * as react from '@airlock/react'
import {
  AirlockModal,
  AirlockProvider,
  ConnectButton,
  type ConnectButtonProps,
  useAirlock,
  useAirlockAccount,
  useAirlockActions,
  useAirlockNetwork,
} from '@airlock/react'

type IsAny<T> = 0 extends 1 & T ? true : false
/** The names of a module's exports whose type is `any`; `never` when there are none. */
type AnyExports<Module> = {
  [Name in keyof Module]: IsAny<Module[Name]> extends true ? Name : never
}[keyof Module]
type Expect<T extends true> = T
type None<T> = [T] extends [never] ? true : false

export type NoAnyExports = [
  Expect<None<AnyExports<typeof core>>>,
  Expect<None<AnyExports<typeof evm>>>,
  Expect<None<AnyExports<typeof react>>>,
  Expect<None<AnyExports<typeof protocol>>>,
]

// A strict dapp reads optional settings from its environment: `string | undefined`.
const cloudUrl: string | undefined = window.__AIRLOCK_ENV__?.cloudUrl
const adapterOptions: EvmAdapterOptions = { window: undefined }

const devnet: NetworkDefinition = defineNetwork({
  ...airlockDevnet,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] }, chainDefault: undefined },
})
const options: AirlockOptions = {
  projectId: 'strict-dapp',
  networks: [devnet, mainnet],
  adapters: [createEvmAdapter(adapterOptions)],
  cloudUrl,
  defaultNetwork: devnet,
  metadata: { name: 'Strict', description: 'A strict dapp', url: 'https://strict.example', icons: [] },
  themeMode: 'dark',
  features: { send: true, receive: true, activity: true },
}
export const airlock: Airlock = createAirlock(options)

/** Branching on the kit's typed errors, as a dapp would after a refused or failed request. */
export async function signOrExplain(message: string): Promise<string> {
  try {
    return await airlock.signMessage(message)
  } catch (error) {
    if (error instanceof UserRejectedRequestError) return `declined: ${error.shortMessage}`
    if (error instanceof WalletError) return `wallet ${error.code}: ${error.shortMessage}`
    if (error instanceof UnavailableRpcUrlError) return `rpc down: ${error.details}`
    if (error instanceof CloudError || error instanceof ChainSwitchError) return error.shortMessage
    if (error instanceof BaseError) return String(error.walk())
    throw error
  }
}

export async function payAndCall(to: `0x${string}`): Promise<string[]> {
  const value: bigint | undefined = 1n
  const first = await airlock.sendTransaction({ to, value, data: undefined })
  await airlock.switchNetwork(mainnet as CaipNetwork)
  return [first]
}

export function Header({ label }: { label?: string | undefined }) {
  const buttonProps: ConnectButtonProps = { label, balance: 'hide' }
  const { open, isOpen, view } = useAirlock()
  const { address, isConnected, balance } = useAirlockAccount({ namespace: undefined })
  const { caipNetwork, switchNetwork } = useAirlockNetwork()
  const actions = useAirlockActions()
  const openOptions: OpenOptions = { view: 'Networks', namespace: undefined }
  return (
    <header data-open={isOpen} data-view={view}>
      <ConnectButton {...buttonProps} />
      <span>{isConnected ? `${address} ${balance ?? ''}` : 'not connected'}</span>
      <span>{caipNetwork?.name}</span>
      <button type="button" onClick={() => void open(openOptions)}>
        Networks
      </button>
      <button type="button" onClick={() => void switchNetwork(devnet as CaipNetwork)}>
        Devnet
      </button>
      <button type="button" onClick={() => void actions.disconnect()}>
        Disconnect
      </button>
    </header>
  )
}

export function App() {
  return (
    <AirlockProvider airlock={airlock}>
      <Header label="Connect" />
      <AirlockModal />
    </AirlockProvider>
  )
}
