/**
 * Session bookkeeping a WalletConnect wallet needs besides requests: what it grants for a proposal, how a
 * session's namespaces change when the user switches account or network, and how to word a verify
 * context. Shared by apps/wallet and the test wallet; browser-safe.
 */
import {
  buildApprovedNamespaces,
  type ProposalRecord,
  type SessionNamespaces,
  type SessionRecord,
  type VerifyContext,
} from '@airlock/protocol'
import { WALLET_EVENTS, WALLET_METHODS } from './requests.ts'

const accountIds = (chains: readonly string[], addresses: readonly string[]) =>
  chains.flatMap((chain) => addresses.map((address) => `${chain}:${address}`))

/** A namespace besides eip155 the wallet serves, e.g. `solana` with its chains, methods, events and addresses. */
export interface NamespaceSupport {
  /** CAIP-2 chains, e.g. solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ. */
  chains: readonly string[]
  methods: readonly string[]
  events: readonly string[]
  /** Addresses granted on every chain of the namespace. */
  addresses: readonly string[]
}

/**
 * The namespaces to grant for a proposal: the wallet's chains and methods that the dapp asked for, with
 * `addresses` on every granted chain. `preferredChain`, when granted, is listed first (a dapp takes the
 * first chain as its default). `namespaces` adds what the wallet serves besides eip155 (solana, bip122, ...),
 * granted the same way when the dapp asks for them, required or optional. Throws the protocol's error when
 * the dapp requires what the wallet lacks.
 *
 * @example
 * approvedNamespacesFor(proposal, {
 *   chains: ['eip155:31337'],
 *   addresses: ['0xf39F…'],
 *   namespaces: { solana: { chains: ['solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ'], methods: ['solana_signMessage'], events: [], addresses: ['DA64…'] } },
 * }) // { eip155: {…}, solana: { accounts: ['solana:23mdee…:DA64…'], … } } for what the proposal asked
 */
export function approvedNamespacesFor(
  proposal: Pick<ProposalRecord, 'requiredNamespaces' | 'optionalNamespaces'>,
  options: {
    chains: readonly string[]
    addresses: readonly string[]
    preferredChain?: string
    namespaces?: Readonly<Record<string, NamespaceSupport>>
  },
): SessionNamespaces {
  const others = Object.entries(options.namespaces ?? {})
    .filter(([key]) => key !== 'eip155')
    .map(([key, support]) => [
      key,
      {
        chains: [...support.chains],
        methods: [...support.methods],
        events: [...support.events],
        accounts: accountIds(support.chains, support.addresses),
      },
    ])
  const approved = buildApprovedNamespaces({
    proposal,
    supportedNamespaces: {
      eip155: {
        chains: [...options.chains],
        methods: [...WALLET_METHODS],
        events: [...WALLET_EVENTS],
        accounts: accountIds(options.chains, options.addresses),
      },
      ...Object.fromEntries(others),
    },
  })
  const eip155 = approved.eip155
  const preferred = options.preferredChain
  if (!eip155 || !preferred || !eip155.chains?.includes(preferred)) return approved
  const chains = [preferred, ...eip155.chains.filter((chain) => chain !== preferred)]
  return { ...approved, eip155: { ...eip155, chains, accounts: accountIds(chains, options.addresses) } }
}

/** The eip155 chains of a session, e.g. ['eip155:31337', 'eip155:1']. */
export function sessionChains(session: Pick<SessionRecord, 'namespaces'>): string[] {
  const eip155 = session.namespaces.eip155
  if (!eip155) return []
  const fromAccounts = eip155.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
  return [...new Set([...(eip155.chains ?? []), ...fromAccounts])]
}

/** The distinct addresses a session exposes, in order. */
export function sessionAddresses(session: Pick<SessionRecord, 'namespaces'>): string[] {
  const accounts = session.namespaces.eip155?.accounts ?? []
  return [...new Set(accounts.map((account) => account.split(':')[2] as string))]
}

/** The namespaces with `address` as the session's only account, on every chain of the session. */
export function namespacesWithAccount(namespaces: SessionNamespaces, address: string): SessionNamespaces {
  const eip155 = namespaces.eip155
  if (!eip155) return namespaces
  const chains = sessionChains({ namespaces })
  return { ...namespaces, eip155: { ...eip155, chains, accounts: accountIds(chains, [address]) } }
}

/** The namespaces with `chain` added (with the session's addresses on it) if the session lacks it. */
export function namespacesWithChain(namespaces: SessionNamespaces, chain: string): SessionNamespaces {
  const eip155 = namespaces.eip155
  if (!eip155) return namespaces
  const chains = sessionChains({ namespaces })
  if (chains.includes(chain)) return namespaces
  const addresses = sessionAddresses({ namespaces })
  const next = [...chains, chain]
  return { ...namespaces, eip155: { ...eip155, chains: next, accounts: accountIds(next, addresses) } }
}

export type VerifyStatus = 'verified' | 'unknown' | 'mismatch' | 'scam'

export interface VerifyBadge {
  status: VerifyStatus
  label: string
  description: string
}

/** How a wallet words a verify context (WalletConnect Verify: VALID, UNKNOWN, INVALID, isScam). */
export function verifyBadge(context: VerifyContext | undefined): VerifyBadge {
  const verified = context?.verified
  const origin = verified?.origin || 'this site'
  if (verified?.isScam) {
    return {
      status: 'scam',
      label: 'Known scam',
      description: `${origin} is flagged as malicious. Do not approve anything it asks for.`,
    }
  }
  switch (verified?.validation) {
    case 'VALID':
      return {
        status: 'verified',
        label: 'Verified',
        description: `The request comes from ${origin}, the domain the app claims.`,
      }
    case 'INVALID':
      return {
        status: 'mismatch',
        label: 'Domain mismatch',
        description: `The request comes from ${origin}, which is not the domain the app claims. It may be impersonating it.`,
      }
    default:
      return {
        status: 'unknown',
        label: 'Unknown domain',
        description: 'The domain could not be verified. Only continue if you trust this app.',
      }
  }
}
