import { EVM_NODE_METHODS } from '@airlock/protocol/rpc-methods'

/**
 * The EVM methods the gateway passes to a chain's node, by exact name: what anyone may ask a node
 * (EVM_NODE_METHODS: public chain reads, filters, the broadcast of an already signed transaction). The gateway
 * is open to any page that knows a project id, so everything else (node administration, methods that make
 * the node sign with keys it holds, the node's own accounts, anything unknown) is refused.
 */
const EVM_GATEWAY_METHODS: ReadonlySet<string> = new Set(EVM_NODE_METHODS)

/**
 * Methods the gateway answers itself without asking the node. A read-only gateway holds no accounts, so
 * eth_accounts is the empty list, as a public RPC answers it: the node's own unlocked accounts stay unknown.
 */
const EVM_GATEWAY_ANSWERS: ReadonlyMap<string, unknown> = new Map([['eth_accounts', []]])

/** How a gateway treats each JSON-RPC method of one kind of chain. */
export interface MethodPolicy {
  /** Sent to the node as they are. */
  forwards(method: string): boolean
  /** Answered by the gateway with this result, never sent to the node. */
  answers?: ReadonlyMap<string, unknown>
}

export function isMethodAllowed(method: string): boolean {
  return EVM_GATEWAY_METHODS.has(method)
}

export const EVM_METHOD_POLICY: MethodPolicy = { forwards: isMethodAllowed, answers: EVM_GATEWAY_ANSWERS }
