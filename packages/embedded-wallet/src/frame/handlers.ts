import type { LocalAccount } from 'viem'
import type { AppEvent, EmbeddedUser } from '../shared/messages.ts'
import type { ApprovalDescription } from './approval/describe.ts'
import type { AuthUser } from './keys/authApi.ts'
import type { Wallet } from './keys/wallet.ts'
import { parseChainId } from './params.ts'
import type { Gateway } from './rpc/gateway.ts'
import { handleRpc } from './rpc/handleRpc.ts'
import { isAccountType } from './smart/preference.ts'
import type { SmartAccounts } from './smart/smartAccounts.ts'
import { embeddedUser } from './smart/user.ts'

/**
 * What the frame does for each app event (docs/embedded-wallet.md, "Events"), with each payload checked (a
 * valid email, a one-time code string, an eip155 chain): a bad payload is refused, never half-applied.
 * Answers carry addresses and profile only.
 */

export interface HandlerDeps {
  wallet: Wallet
  gateway: Gateway
  chain: { get(): number; set(chainId: number): void }
  approve: (description: ApprovalDescription) => Promise<boolean>
  theme: (payload: Record<string, unknown>) => void
  dappData: (payload: Record<string, unknown>) => void
  reload: () => void
  /** The embedding page's origin, checked against the project's list: where a social result is posted. */
  parentOrigin: string
  /** The smart accounts of config.json's `smartAccounts` chains; absent, the wallet is an EOA only. */
  smart?: SmartAccounts
  /** Posts SESSION_UPDATE with the user (after SET_PREFERRED_ACCOUNT's answer). */
  sessionUpdate?: (user: EmbeddedUser) => void
}

/** The OAuth providers of social login (Farcaster has its own events); any other provider is refused. */
const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord']

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Requests that send a user operation, the first of which deploys the smart account. */
const DEPLOYING_METHODS = new Set([
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

export function toEmbeddedUser(user: AuthUser & { address: `0x${string}` }, chainId: number): EmbeddedUser {
  const result: EmbeddedUser = {
    address: user.address,
    chainId,
    accounts: [{ address: user.address, type: 'eoa' }],
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  }
  if (user.email) result.email = user.email
  if (user.userName) result.userName = user.userName
  if (user.socialProvider) result.socialProvider = user.socialProvider
  return result
}

function email(payload: Record<string, unknown>): string {
  const value = typeof payload.email === 'string' ? payload.email.trim() : ''
  if (!EMAIL.test(value)) throw new Error('Invalid email')
  return value
}

function otp(payload: Record<string, unknown>): string {
  if (typeof payload.otp !== 'string' || !payload.otp.trim()) throw new Error('Invalid one-time code')
  return payload.otp.trim()
}

function provider(payload: Record<string, unknown>): string {
  const value = payload.provider
  if (typeof value !== 'string' || !SOCIAL_PROVIDERS.includes(value))
    throw new Error('Invalid social provider')
  return value
}

function socialResult(payload: Record<string, unknown>): string {
  const value = payload.result
  if (typeof value !== 'string' || !/^[\w-]{16,200}$/.test(value))
    throw new Error('Invalid social login result')
  return value
}

function chainIdOf(value: unknown): number {
  if (typeof value === 'string' && value.includes(':') && !value.startsWith('eip155:'))
    throw new Error('Unsupported chain')
  const chainId = parseChainId(value)
  if (chainId === undefined) throw new Error('Invalid CAIP-2 network id')
  return chainId
}

export function createHandlers(deps: HandlerDeps) {
  const { wallet, chain } = deps
  const batches = new Map()
  const ops = new Map<string, number>()

  async function user(): Promise<EmbeddedUser> {
    const current = wallet.user
    if (!current?.address) throw new Error('Not signed in')
    return embeddedUser({ ...current, address: current.address }, chain.get(), deps.smart, wallet.account)
  }

  return async function handle(event: AppEvent, payload: Record<string, unknown>): Promise<unknown> {
    switch (event) {
      case 'CONNECT_EMAIL':
        return { action: await wallet.connectEmail(email(payload)) }
      case 'CONNECT_OTP':
        await wallet.connectOtp(otp(payload))
        return {}
      case 'CONNECT_DEVICE':
        await wallet.connectDevice()
        return {}
      case 'GET_USER':
        if (payload.chainId !== undefined) chain.set(chainIdOf(payload.chainId))
        return user()
      case 'SET_PREFERRED_ACCOUNT': {
        if (!isAccountType(payload.type)) throw new Error("Invalid account type: 'eoa' or 'smartAccount'")
        if (payload.type === 'smartAccount' && !deps.smart?.chain(chain.get()))
          throw new Error('Smart accounts are not enabled on this network')
        deps.smart?.setPreferred(payload.type)
        const updated = await user()
        // After the answer is posted, as after a login: the kit's listeners see the new address.
        setTimeout(() => deps.sessionUpdate?.(updated), 0)
        return updated
      }
      case 'IS_CONNECTED':
        return { isConnected: wallet.isConnected() }
      case 'GET_CHAIN_ID':
        return { chainId: chain.get() }
      case 'SWITCH_NETWORK': {
        const before = chain.get()
        chain.set(chainIdOf(payload.chainId))
        // With smart accounts the address may differ per chain (smart account here, EOA there): after the
        // answer, the user on the new chain, so the provider says accountsChanged when it did change.
        if (deps.smart && wallet.isConnected() && before !== chain.get())
          setTimeout(() => {
            user().then(
              (updated) => deps.sessionUpdate?.(updated),
              () => {},
            )
          }, 0)
        return { chainId: chain.get() }
      }
      case 'SIGN_OUT':
        await wallet.signOut()
        return {}
      case 'UPDATE_EMAIL':
        return { action: await wallet.updateEmail(email(payload)) }
      case 'UPDATE_EMAIL_PRIMARY_OTP':
        await wallet.verifyPrimaryOtp(otp(payload))
        return {}
      case 'UPDATE_EMAIL_SECONDARY_OTP':
        return wallet.verifySecondaryOtp(otp(payload))
      case 'SYNC_THEME':
        deps.theme(payload)
        return {}
      case 'SYNC_DAPP_DATA':
        deps.dappData(payload)
        return {}
      case 'RELOAD':
        // After the answer is posted: the kit waits for the next READY.
        setTimeout(deps.reload, 0)
        return {}
      case 'RPC_REQUEST': {
        if (typeof payload.method !== 'string') throw new Error('Invalid RPC request')
        const chainId = payload.chainId === undefined ? chain.get() : chainIdOf(payload.chainId)
        const answer = await handleRpc(
          { method: payload.method, params: payload.params ?? [], chainId },
          {
            account: (): LocalAccount | undefined => wallet.account,
            gateway: deps.gateway,
            approve: deps.approve,
            batches,
            ops,
            ...(deps.smart ? { smart: deps.smart } : {}),
          },
        )
        // A smart account's first operation deploys it: after the answer, the user again, so the kit's
        // smartAccountDeployed follows (the address is the same, so no accountsChanged).
        if (deps.smart && DEPLOYING_METHODS.has(payload.method))
          setTimeout(() => {
            user().then(
              (updated) => deps.sessionUpdate?.(updated),
              () => {},
            )
          }, 0)
        return answer
      }
      case 'GET_SOCIAL_REDIRECT_URI':
        return { uri: await wallet.socialRedirectUri(provider(payload), deps.parentOrigin) }
      case 'CONNECT_SOCIAL':
        await wallet.connectSocial(socialResult(payload))
        return user()
      case 'GET_FARCASTER_URI':
        return { url: await wallet.farcasterUri(deps.parentOrigin) }
      case 'CONNECT_FARCASTER':
        await wallet.connectFarcaster()
        return user()
    }
  }
}
