/**
 * The gateway serves public chain data and relays signed transactions. Node administration (hardhat_*,
 * evm_*, debug_*, admin_*…) and methods that make the node sign with keys it holds must not be reachable
 * by any web page that knows a project id, so only these namespaces pass, minus the node-signing methods.
 */
const ALLOWED_PREFIXES = ['eth_', 'net_', 'web3_'] as const

const NODE_SIGNING = new Set([
  'eth_sendTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
])

export function isMethodAllowed(method: string): boolean {
  return ALLOWED_PREFIXES.some((prefix) => method.startsWith(prefix)) && !NODE_SIGNING.has(method)
}
