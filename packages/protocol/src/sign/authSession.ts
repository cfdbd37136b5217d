import { parseDidPkh } from '../auth/didPkh.ts'
import { getMethodsFromRecap, getRecapFromResources } from '../auth/recap.ts'
import type { AuthPayload, Cacao, SessionNamespaces } from './types.ts'

const AUTH_EVENTS = ['chainChanged', 'accountsChanged']

/**
 * The eip155 namespace a one-click auth session gets: one account per signed CACAO, the chains they were
 * signed for, and the methods the ReCap granted (apps/docs/pages/protocol.md#one-click-authentication). Both
 * roles build it the same way.
 */
export function namespacesFromCacaos(cacaos: readonly Cacao[], request?: AuthPayload): SessionNamespaces {
  const accounts: string[] = []
  const chains: string[] = []
  const methods = new Set<string>()
  for (const cacao of cacaos) {
    const { chainId, address } = parseDidPkh(cacao.p.iss)
    const account = `${chainId}:${address}`
    if (!accounts.includes(account)) accounts.push(account)
    if (!chains.includes(chainId)) chains.push(chainId)
    const recap = getRecapFromResources(cacao.p.resources ?? request?.resources)
    if (recap) for (const method of getMethodsFromRecap(recap)) methods.add(method)
  }
  return { eip155: { chains, accounts, methods: [...methods], events: AUTH_EVENTS } }
}
