import { isNonEmptyString, namespaceOfChain, prop } from '../caip.ts'
import { guarded, plainError } from './guard.ts'

/**
 * authenticate() (one-click auth): chains a non-empty array (of strings); uri, domain, nonce non-blank
 * strings; all chains in one namespace, and that namespace eip155. Messages are the official ones (no
 * table prefix, code 5).
 */
export function validateAuthenticate(params: unknown): void {
  guarded('authenticate()', params, () => {
    const chains = prop(params, 'chains')
    if (
      !Array.isArray(chains) ||
      chains.length === 0 ||
      !chains.every((chain) => typeof chain === 'string')
    ) {
      throw plainError('chains is required and must be a non-empty array')
    }
    if (!isNonEmptyString(prop(params, 'uri'))) throw plainError('uri is required parameter')
    if (!isNonEmptyString(prop(params, 'domain'))) throw plainError('domain is required parameter')
    if (!isNonEmptyString(prop(params, 'nonce'))) throw plainError('nonce is required parameter')
    const namespaces = new Set((chains as string[]).map(namespaceOfChain))
    if (namespaces.size > 1) {
      throw plainError('Multi-namespace requests are not supported. Please request single namespace only.')
    }
    if (namespaceOfChain(chains[0] as string) !== 'eip155') {
      throw plainError(
        'Only eip155 namespace is supported for authenticated sessions. Please use .connect() for non-eip155 chains.',
      )
    }
  })
}
