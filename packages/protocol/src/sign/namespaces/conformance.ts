/**
 * Do granted namespaces satisfy what was asked for? `conformanceError` judges a wallet's approval or
 * update against the required namespaces of the proposal; `isSessionCompatible` tells whether an existing
 * session already covers a set of required namespaces. Both decide as the official client does.
 */
import {
  accountsChains,
  arrayOr,
  chainsOfNamespaceKey,
  isChainKey,
  isObjectLike,
  prop,
  uniqueNamespacesOfKeys,
} from '../caip.ts'
import { ProtocolError, templateString } from '../errors.ts'
import type { ProposalNamespaces, SessionNamespaces } from '../types.ts'
import { type Dict, dict, isSubset } from './collections.ts'
import { guard } from './guard.ts'

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

/**
 * Does a session satisfy `requiredNamespaces` (upstream `isSessionCompatible`, which the official
 * client's `find` uses)? Every required key must be a session key, and for each such key the session
 * must hold all its chains, methods and events. Session namespaces that were not asked for are ignored.
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
