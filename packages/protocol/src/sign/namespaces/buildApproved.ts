/**
 * For wallets: the session namespaces to grant for a proposal, from what the wallet supports, decided
 * as the official client's `buildApprovedNamespaces` decides.
 */
import { isObjectLike, prop, stringsOf } from '../caip.ts'
import { ProtocolError } from '../errors.ts'
import type { ProposalNamespaces, SessionNamespace, SessionNamespaces } from '../types.ts'
import { type Dict, getOwn, mergeStrings, setOwn } from './collections.ts'
import { conformanceError } from './conformance.ts'
import { normalizeNamespaces } from './normalize.ts'

export interface SupportedNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  accounts: string[]
}

export interface BuildApprovedNamespacesParams {
  proposal: { requiredNamespaces: ProposalNamespaces; optionalNamespaces?: ProposalNamespaces }
  supportedNamespaces: Record<string, SupportedNamespace>
}

function supportedEntry(supported: Dict<unknown>, key: string): SupportedNamespace | undefined {
  if (!Object.hasOwn(supported, key)) return undefined
  const value = supported[key]
  return {
    chains: stringsOf(prop(value, 'chains')),
    methods: stringsOf(prop(value, 'methods')),
    events: stringsOf(prop(value, 'events')),
    accounts: stringsOf(prop(value, 'accounts')),
  }
}

function accountsOnChains(accounts: readonly string[], chains: readonly string[]): string[] {
  return chains.flatMap((chain) => accounts.filter((account) => account.includes(`${chain}:`)))
}

/**
 * For wallets: the namespaces to grant for a proposal, given what the wallet supports (upstream
 * `buildApprovedNamespaces`). Throws "No accounts provided for chain <c> in namespace <ns>" when a
 * supported chain has no account, and NON_CONFORMING_NAMESPACES ("approve() ...") when the wallet cannot
 * satisfy the required namespaces. With no required and no optional namespaces everything supported is
 * granted; otherwise the intersection, dropping namespaces left without chains or accounts.
 *
 * @example
 * ```ts
 * wallet.events.on('session_proposal', async ({ id, params }) => {
 *   const namespaces = buildApprovedNamespaces({
 *     proposal: params,
 *     supportedNamespaces: {
 *       eip155: {
 *         chains: ['eip155:1'],
 *         methods: ['personal_sign', 'eth_sendTransaction'],
 *         events: ['accountsChanged', 'chainChanged'],
 *         accounts: [`eip155:1:${address}`],
 *       },
 *     },
 *   })
 *   await wallet.approve({ id, namespaces })
 * })
 * ```
 */
export function buildApprovedNamespaces(params: BuildApprovedNamespacesParams): SessionNamespaces {
  try {
    return buildApproved(params)
  } catch (error) {
    if (error instanceof ProtocolError) throw error
    throw ProtocolError.internal('MISSING_OR_INVALID', 'buildApprovedNamespaces() params', { cause: error })
  }
}

function buildApproved(params: BuildApprovedNamespacesParams): SessionNamespaces {
  const proposal = prop(params, 'proposal')
  const required: Dict<unknown> = isObjectLike(prop(proposal, 'requiredNamespaces'))
    ? (prop(proposal, 'requiredNamespaces') as Dict<unknown>)
    : {}
  const optionalValue = prop(proposal, 'optionalNamespaces') ?? {}
  const optional: Dict<unknown> = isObjectLike(optionalValue) ? optionalValue : {}
  const supported: Dict<unknown> = isObjectLike(prop(params, 'supportedNamespaces'))
    ? (prop(params, 'supportedNamespaces') as Dict<unknown>)
    : {}
  const normalizedRequired = normalizeNamespaces(required)
  const normalizedOptional = normalizeNamespaces(optional)

  const namespaces: SessionNamespaces = {}
  for (const key of Object.keys(supported)) {
    const entry = supportedEntry(supported, key)
    if (!entry) continue
    for (const chain of entry.chains) {
      if (!entry.accounts.some((account) => account.includes(chain))) {
        throw new ProtocolError({
          code: 5,
          message: `No accounts provided for chain ${chain} in namespace ${key}`,
        })
      }
    }
    setOwn<SessionNamespace>(namespaces, key, { ...entry })
  }

  const error = conformanceError(required, namespaces, 'approve()')
  if (error) throw error

  if (!Object.keys(required).length && !Object.keys(optional).length) return namespaces

  const approved: Dict<SessionNamespace> = {}
  for (const key of Object.keys(normalizedRequired)) {
    const wanted = normalizedRequired[key]
    const entry = supportedEntry(supported, key)
    if (!wanted || !entry) continue
    const chains = entry.chains.filter((chain) => wanted.chains.includes(chain))
    setOwn(approved, key, {
      chains,
      methods: entry.methods.filter((method) => wanted.methods.includes(method)),
      events: entry.events.filter((event) => wanted.events.includes(event)),
      accounts: accountsOnChains(entry.accounts, chains),
    })
  }

  for (const key of Object.keys(normalizedOptional)) {
    const wanted = normalizedOptional[key]
    const entry = supportedEntry(supported, key)
    if (!wanted || !entry) continue
    const chainsToAdd = wanted.chains.filter((chain) => entry.chains.includes(chain))
    const previous = getOwn(approved, key)
    setOwn(approved, key, {
      chains: mergeStrings(previous?.chains, chainsToAdd),
      methods: mergeStrings(
        previous?.methods,
        entry.methods.filter((method) => wanted.methods.includes(method)),
      ),
      events: mergeStrings(
        previous?.events,
        entry.events.filter((event) => wanted.events.includes(event)),
      ),
      accounts: mergeStrings(previous?.accounts, accountsOnChains(entry.accounts, chainsToAdd)),
    })
  }

  for (const [key, values] of Object.entries(approved)) {
    if (values.accounts.length === 0 || values.chains?.length === 0) delete approved[key]
  }
  return approved
}
