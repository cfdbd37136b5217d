/**
 * Namespace rules of the sign protocol, decision- and message-compatible with the official client:
 * proposal namespaces (what an app asks for), session namespaces (what a wallet grants), conformance of
 * the granted to the required, normalising/merging, and the wallet helper `buildApprovedNamespaces`.
 *
 * The `...Error` functions return a ProtocolError (or null) instead of throwing, like upstream's
 * validators return an error object; they accept any value and never throw.
 */
import {
  accountsChains,
  arrayOr,
  chainsOfNamespaceKey,
  isChainKey,
  isNonEmptyString,
  isObjectLike,
  isPlainObjectWithData,
  isValidAccountId,
  isValidChainId,
  namespaceOfKey,
  prop,
  stringsOf,
  uniqueNamespacesOfKeys,
} from './caip.ts'
import { ProtocolError, templateString } from './errors.ts'
import type { ProposalNamespace, ProposalNamespaces, SessionNamespace, SessionNamespaces } from './types.ts'

type Dict<T> = Record<string, T>

/** An object without prototype: any key, "__proto__" included, is an ordinary key. */
function dict<T>(): Dict<T> {
  return Object.create(null) as Dict<T>
}

/** Sets an own enumerable property even for the key "__proto__". */
function setOwn<T>(target: Dict<T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

function getOwn<T>(target: Dict<T>, key: string): T | undefined {
  return Object.hasOwn(target, key) ? target[key] : undefined
}

/** Every item of `a` is in `b` (upstream's `hasOverlap`). */
function isSubset(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.every((item) => b.includes(item))
}

/** Union keeping first-seen order (upstream's `mergeArrays`); non-arrays count as empty. */
function mergeStrings(a: unknown, b: unknown): string[] {
  return [...new Set([...stringsOf(a), ...stringsOf(b)])]
}

/** Runs a check that must never throw anything but ProtocolError (hostile getters, proxies). */
function guard(context: string, check: () => ProtocolError | null): ProtocolError | null {
  try {
    return check()
  } catch (error) {
    if (error instanceof ProtocolError) return error
    return ProtocolError.internal('MISSING_OR_INVALID', `${context} namespaces`, { cause: error })
  }
}

// ---- proposal and session namespaces ------------------------------------------------------------

/** `methods` / `events`: an array whose items are all non-blank strings (empty array allowed). */
export function isValidMethodsOrEvents(value: unknown): value is string[] {
  return Array.isArray(value) && value.every(isNonEmptyString)
}

function actionsError(namespace: unknown, context: string): ProtocolError | null {
  if (!isValidMethodsOrEvents(prop(namespace, 'methods'))) {
    return ProtocolError.sdk(
      'UNSUPPORTED_METHODS',
      `${context}, methods should be an array of strings or empty array for no methods`,
    )
  }
  if (!isValidMethodsOrEvents(prop(namespace, 'events'))) {
    return ProtocolError.sdk(
      'UNSUPPORTED_EVENTS',
      `${context}, events should be an array of strings or empty array for no events`,
    )
  }
  return null
}

function namespacesActionsError(input: Dict<unknown>, method: string): ProtocolError | null {
  for (const namespace of Object.values(input)) {
    const error = actionsError(namespace, `${method}, namespace`)
    if (error) return error
  }
  return null
}

function chainsError(key: string, chains: unknown, context: string): ProtocolError | null {
  if (Array.isArray(chains) && chains.length) {
    for (const chain of chains) {
      if (!isValidChainId(chain)) {
        return ProtocolError.sdk(
          'UNSUPPORTED_CHAINS',
          `${context}, chain ${templateString(chain)} should be a string and conform to "namespace:chainId" format`,
        )
      }
    }
    return null
  }
  if (!isValidChainId(key)) {
    return ProtocolError.sdk(
      'UNSUPPORTED_CHAINS',
      `${context}, chains must be defined as "namespace:chainId" e.g. "eip155:1": {...} in the namespace key OR as an array of CAIP-2 chainIds e.g. eip155: { chains: ["eip155:1", "eip155:5"] }`,
    )
  }
  return null
}

/**
 * Proposal namespaces (`requiredNamespaces` / `optionalNamespaces`), upstream `isValidRequiredNamespaces`:
 * a non-empty plain object (else MISSING_OR_INVALID "<method>, <type> should be an object with data");
 * each entry's methods/events arrays of non-blank strings (5101/5102); each entry's chains valid CAIP-2,
 * or the key itself a chain (5100). A chains error wins over a methods/events error, as upstream.
 */
export function proposalNamespacesError(input: unknown, method: string, type: string): ProtocolError | null {
  return guard(method, () => {
    if (!isPlainObjectWithData(input)) {
      return ProtocolError.internal('MISSING_OR_INVALID', `${method}, ${type} should be an object with data`)
    }
    const actions = namespacesActionsError(input, method)
    for (const [key, namespace] of Object.entries(input)) {
      const error = chainsError(key, chainsOfNamespaceKey(key, namespace), `${method} ${type}`)
      if (error) return error
    }
    return actions
  })
}

function accountsError(accounts: unknown, context: string): ProtocolError | null {
  if (!Array.isArray(accounts)) {
    return ProtocolError.sdk(
      'UNSUPPORTED_ACCOUNTS',
      `${context}, accounts should be an array of strings conforming to "namespace:chainId:address" format`,
    )
  }
  for (const account of accounts) {
    if (!isValidAccountId(account)) {
      return ProtocolError.sdk(
        'UNSUPPORTED_ACCOUNTS',
        `${context}, account ${templateString(account)} should be a string and conform to "namespace:chainId:address" format`,
      )
    }
  }
  return null
}

/**
 * Session namespaces (what a wallet grants), upstream `isValidNamespaces`: a non-empty plain object
 * (else MISSING_OR_INVALID "<method>, namespaces should be an object with data"); methods/events as for
 * proposals (5101/5102); accounts an array of valid CAIP-10 ids (5103, wins over methods/events).
 */
export function sessionNamespacesError(input: unknown, method: string): ProtocolError | null {
  return guard(method, () => {
    if (!isPlainObjectWithData(input)) {
      return ProtocolError.internal(
        'MISSING_OR_INVALID',
        `${method}, namespaces should be an object with data`,
      )
    }
    const actions = namespacesActionsError(input, method)
    for (const namespace of Object.values(input)) {
      const error = accountsError(prop(namespace, 'accounts'), `${method} namespace`)
      if (error) return error
    }
    return actions
  })
}

// ---- conformance --------------------------------------------------------------------------------

interface Actions {
  methods: unknown
  events: unknown
}

/** Required namespaces by chain: inline keys as they are, namespace keys expanded to their chains. */
function requiredByChain(required: Dict<unknown>): Dict<Actions> {
  const parsed = dict<Actions>()
  for (const key of Object.keys(required)) {
    const namespace = required[key]
    const actions = { methods: prop(namespace, 'methods'), events: prop(namespace, 'events') }
    if (isChainKey(key)) parsed[key] = actions
    else for (const chain of arrayOr(prop(namespace, 'chains'))) parsed[templateString(chain)] = actions
  }
  return parsed
}

/** Granted namespaces by chain: inline keys as they are, namespace keys expanded to their accounts' chains. */
function approvedByChain(namespaces: Dict<unknown>): Dict<Actions> {
  const parsed = dict<Actions>()
  for (const key of Object.keys(namespaces)) {
    const namespace = namespaces[key]
    const actions = { methods: prop(namespace, 'methods'), events: prop(namespace, 'events') }
    if (isChainKey(key)) parsed[key] = actions
    else for (const chain of accountsChains(prop(namespace, 'accounts'))) parsed[chain] = actions
  }
  return parsed
}

/**
 * Do the granted namespaces satisfy the required ones (upstream `isConformingNamespaces`)? Checks, with
 * INTERNAL 9 NON_CONFORMING_NAMESPACES and upstream's messages: every required namespace present (keys),
 * every required chain granted (chains; this message wins over the keys one), every inline granted chain
 * key backed by an account (accounts), and per required chain all its methods, then all its events.
 */
export function conformanceError(
  required: unknown,
  namespaces: unknown,
  context: string,
): ProtocolError | null {
  return guard(context, () => {
    const requiredDict: Dict<unknown> = isObjectLike(required) ? required : {}
    const grantedDict: Dict<unknown> = isObjectLike(namespaces) ? namespaces : {}
    const parsedRequired = requiredByChain(requiredDict)
    const parsedApproved = approvedByChain(grantedDict)
    const requiredChains = Object.keys(parsedRequired)
    const approvedChains = Object.keys(parsedApproved)
    const grantedKeys = Object.keys(grantedDict)
    const uniqueApproved = uniqueNamespacesOfKeys(grantedKeys)
    const missing = uniqueNamespacesOfKeys(Object.keys(requiredDict)).filter(
      (ns) => !uniqueApproved.includes(ns),
    )

    let error: ProtocolError | null = null
    if (missing.length) {
      error = ProtocolError.internal(
        'NON_CONFORMING_NAMESPACES',
        `${context} namespaces keys don't satisfy requiredNamespaces.
      Required: ${missing.join(',')}
      Received: ${grantedKeys.join(',')}`,
      )
    }
    if (!isSubset(requiredChains, approvedChains)) {
      error = ProtocolError.internal(
        'NON_CONFORMING_NAMESPACES',
        `${context} namespaces chains don't satisfy required namespaces.
      Required: ${requiredChains.join(',')}
      Approved: ${approvedChains.join(',')}`,
      )
    }
    if (error) return error

    for (const key of grantedKeys) {
      if (!isChainKey(key)) continue
      const chains = accountsChains(prop(grantedDict[key], 'accounts'))
      if (!chains.includes(key)) {
        return ProtocolError.internal(
          'NON_CONFORMING_NAMESPACES',
          `${context} namespaces accounts don't satisfy namespace accounts for ${key}
        Required: ${key}
        Approved: ${chains.join(',')}`,
        )
      }
    }

    for (const chain of requiredChains) {
      const want = parsedRequired[chain]
      const have = parsedApproved[chain]
      if (!isSubset(arrayOr(want?.methods), arrayOr(have?.methods))) {
        return ProtocolError.internal(
          'NON_CONFORMING_NAMESPACES',
          `${context} namespaces methods don't satisfy namespace methods for ${chain}`,
        )
      }
      if (!isSubset(arrayOr(want?.events), arrayOr(have?.events))) {
        return ProtocolError.internal(
          'NON_CONFORMING_NAMESPACES',
          `${context} namespaces events don't satisfy namespace events for ${chain}`,
        )
      }
    }
    return null
  })
}

// ---- queries ------------------------------------------------------------------------------------

function actionsForChain(namespaces: unknown, chainId: string, field: 'methods' | 'events'): string[] {
  if (!isObjectLike(namespaces)) return []
  const out: string[] = []
  for (const namespace of Object.values(namespaces)) {
    if (accountsChains(prop(namespace, 'accounts')).includes(chainId))
      out.push(...stringsOf(prop(namespace, field)))
  }
  return out
}

/** Methods granted for a chain: those of every namespace with an account on that chain. */
export function methodsForChain(namespaces: SessionNamespaces, chainId: string): string[] {
  return actionsForChain(namespaces, chainId, 'methods')
}

/** Events granted for a chain: those of every namespace with an account on that chain. */
export function eventsForChain(namespaces: SessionNamespaces, chainId: string): string[] {
  return actionsForChain(namespaces, chainId, 'events')
}

/** Every account of the session namespaces, in order (upstream `getAccountsFromNamespaces`). */
export function accountsOfNamespaces(namespaces: SessionNamespaces, keys: readonly string[] = []): string[] {
  const out: string[] = []
  if (!isObjectLike(namespaces)) return out
  for (const key of Object.keys(namespaces)) {
    if (keys.length && !keys.includes(key)) continue
    out.push(...stringsOf(prop(namespaces[key], 'accounts')))
  }
  return out
}

/**
 * Does a session satisfy `requiredNamespaces` (upstream `isSessionCompatible`, used by `find`)? Every
 * required key must be a session key, and for each such key the session must hold all its chains,
 * methods and events. Session namespaces that were not asked for are ignored.
 */
export function isSessionCompatible(
  session: { namespaces: SessionNamespaces },
  requiredNamespaces: ProposalNamespaces,
): boolean {
  try {
    const sessionNamespaces: Dict<unknown> = isObjectLike(session?.namespaces) ? session.namespaces : {}
    const required: Dict<unknown> = isObjectLike(requiredNamespaces) ? requiredNamespaces : {}
    const sessionKeys = Object.keys(sessionNamespaces)
    if (!isSubset(Object.keys(required), sessionKeys)) return false
    return sessionKeys.every((key) => {
      if (!Object.hasOwn(required, key)) return true
      const granted = sessionNamespaces[key]
      const wanted = required[key]
      return (
        isSubset(arrayOr(chainsOfNamespaceKey(key, wanted)), accountsChains(prop(granted, 'accounts'))) &&
        isSubset(arrayOr(prop(wanted, 'methods')), arrayOr(prop(granted, 'methods'))) &&
        isSubset(arrayOr(prop(wanted, 'events')), arrayOr(prop(granted, 'events')))
      )
    })
  } catch {
    return false
  }
}

// ---- normalising --------------------------------------------------------------------------------

export type NormalizedNamespaces = Record<string, Required<ProposalNamespace>>

/**
 * Groups inline chain keys under their namespace (upstream `normalizeNamespaces`):
 * `{"eip155:1": {...}, "eip155:2": {...}}` -> `{eip155: {chains: ["eip155:2", "eip155:1"], ...}}`
 * (later entries first, as upstream). Anything but a non-empty plain object gives `{}`.
 */
export function normalizeNamespaces(namespaces: unknown): NormalizedNamespaces {
  const out: NormalizedNamespaces = {}
  if (!isPlainObjectWithData(namespaces)) return out
  for (const [key, values] of Object.entries(namespaces)) {
    const chains = isChainKey(key) ? [key] : prop(values, 'chains')
    const normalizedKey = namespaceOfKey(key)
    const previous = getOwn(out, normalizedKey)
    setOwn(out, normalizedKey, {
      chains: mergeStrings(chains, previous?.chains),
      methods: mergeStrings(prop(values, 'methods'), previous?.methods),
      events: mergeStrings(prop(values, 'events'), previous?.events),
    })
  }
  return out
}

/**
 * Required and optional namespaces folded into one normalised set (what connect() sends as optional).
 *
 * @example
 * ```ts
 * // Everything a proposal asks for, required or not, grouped by namespace (to show the user):
 * const asked = mergeRequiredAndOptionalNamespaces(
 *   proposal.params.requiredNamespaces,
 *   proposal.params.optionalNamespaces ?? {},
 * )
 * asked.eip155?.chains // ['eip155:1', 'eip155:8453']
 * ```
 */
export function mergeRequiredAndOptionalNamespaces(
  required: unknown,
  optional: unknown,
): NormalizedNamespaces {
  const normalizedRequired = normalizeNamespaces(required)
  const normalizedOptional = normalizeNamespaces(optional)
  const merged: NormalizedNamespaces = {}
  for (const namespace of [...Object.keys(normalizedRequired), ...Object.keys(normalizedOptional)]) {
    const a = getOwn(normalizedRequired, namespace)
    const b = getOwn(normalizedOptional, namespace)
    setOwn(merged, namespace, {
      chains: mergeStrings(a?.chains, b?.chains),
      methods: mergeStrings(a?.methods, b?.methods),
      events: mergeStrings(a?.events, b?.events),
    })
  }
  return merged
}

// ---- wallet helper ------------------------------------------------------------------------------

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
