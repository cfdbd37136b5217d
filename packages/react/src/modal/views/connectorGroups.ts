import type { ConnectorInfo } from '@airlock/core'

/** One wallet as the Connect view lists it: its connectors, one per namespace it serves. */
export interface ConnectorGroup {
  /** The first connector found for the wallet: its row's name, icon and test id. */
  primary: ConnectorInfo
  connectors: ConnectorInfo[]
}

/**
 * Groups the connectors of one wallet across namespaces (an EVM provider and a Wallet Standard Solana wallet of
 * the same extension, say) by name, so the wallet is listed once; a connector seen twice in a namespace counts once.
 */
export function groupConnectors(connectors: readonly ConnectorInfo[]): ConnectorGroup[] {
  const groups = new Map<string, ConnectorGroup>()
  const ids = new Set<string>()
  for (const connector of connectors) {
    // Ids are unique within a namespace only: Wallet Standard wallets go by name in each.
    const id = `${connector.chain}:${connector.id}`
    if (ids.has(id)) continue
    ids.add(id)
    const name = connector.name.trim().toLowerCase()
    const group = groups.get(name)
    // Two wallets of one namespace that share a name stay two rows: only other namespaces join a group.
    if (group && !group.connectors.some((c) => c.chain === connector.chain)) group.connectors.push(connector)
    else
      groups.set(group ? `${name}\u0000${connector.id}` : name, {
        primary: connector,
        connectors: [connector],
      })
  }
  return [...groups.values()]
}
