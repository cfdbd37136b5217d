import type { SessionRecord } from '@airlock/protocol'
import { SMART_METHODS } from './requests.ts'

type SessionNamespaces = SessionRecord['namespaces']

/**
 * The session's eip155 namespace with the EIP-5792 and ERC-7715 methods in it: granted in every session (a dapp
 * that did not ask for them may still call them), so a dapp sees the wallet can batch and grant permissions.
 * EOA mode answers them too (capabilities say atomic 'unsupported'; grants are refused with 4200).
 */
export function withSmartMethods(namespaces: SessionNamespaces): SessionNamespaces {
  const eip155 = namespaces.eip155
  if (!eip155) return namespaces
  const methods = [...eip155.methods, ...SMART_METHODS.filter((method) => !eip155.methods.includes(method))]
  return { ...namespaces, eip155: { ...eip155, methods } }
}
