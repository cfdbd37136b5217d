import { NetworkIcon } from '../../components/NetworkIcon.tsx'
import { useAirlockInstance } from '../../context.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { connectMessages } from '../../i18n/en/connect.ts'
import { fill } from '../../i18n/fill.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { CheckIcon } from '../components/icons.tsx'
import { WalletImage } from '../components/WalletImage.tsx'
import { namespaceTitle } from './networkSections.ts'

/**
 * A wallet that serves several of the dapp's namespaces (EVM and Solana, say): the visitor picks which to
 * connect. Each namespace keeps its own connection, so coming back here connects another one beside it.
 */
const NAMESPACE_IMAGES: Partial<Record<string, string>> = {
  eip155: 'ethereum',
  solana: 'solana',
  bip122: 'bitcoin',
}

export function ConnectingMultiChainView() {
  const airlock = useAirlockInstance()
  const m = useMessages(connectMessages)
  const data = useStoreValue(airlock.router, (s) => s.data)
  const connections = useStoreValue(airlock.connection, (s) => s.connections)
  const connectors = data?.connectors ?? []
  const wallet = data?.connector ?? connectors[0]
  if (!wallet) return null
  return (
    <div className="multichain">
      <div className="center">
        <WalletImage src={wallet.imageUrl} size={56} />
        <p>{fill(m.chooseNamespace, { name: wallet.name })}</p>
      </div>
      <ul className="list" aria-label={fill(m.connectOn, { name: wallet.name })}>
        {connectors.map((connector) => {
          const connected = connections[connector.chain]?.some((c) => c.connectorId === connector.id) ?? false
          const network = airlock.chain.networksOf(connector.chain)[0]
          // The namespace's own badge (S on Solana's colour), not its first network's (the devnet's A).
          const badge = network && {
            ...network,
            name: namespaceTitle(connector.chain),
            assets: { imageId: NAMESPACE_IMAGES[connector.chain] ?? network.assets?.imageId },
          }
          return (
            <li key={connector.chain}>
              <button
                type="button"
                className="row"
                data-testid={`connect-namespace-${connector.chain}`}
                onClick={() => airlock.router.push('ConnectingExternal', { connector })}
              >
                <NetworkIcon network={badge} size={32} />
                <span className="label">{namespaceTitle(connector.chain)}</span>
                <span className="trail">
                  {connected ? (
                    <>
                      <span className="tag muted">{m.connected}</span>
                      <CheckIcon />
                    </>
                  ) : null}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
