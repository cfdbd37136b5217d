/**
 * Well-formedness of the namespaces a peer sends, decision- and message-compatible with the official
 * client: proposal namespaces (what an app asks for) and session namespaces (what a wallet grants).
 *
 * The `...Error` functions return a ProtocolError (or null) instead of throwing, like upstream's
 * validators return an error object; they accept any value and never throw.
 */
import {
  chainsOfNamespaceKey,
  isNonEmptyString,
  isPlainObjectWithData,
  isValidAccountId,
  isValidChainId,
  prop,
} from '../caip.ts'
import { ProtocolError, templateString } from '../errors.ts'
import type { Dict } from './collections.ts'
import { guard } from './guard.ts'

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
