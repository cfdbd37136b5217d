// #region example
import { useAirlockConnections } from '@airlock/react'

export function Connections() {
  const { connections, disconnect } = useAirlockConnections()
  return (
    <ul>
      {connections.map((connection) => (
        <li key={connection.namespace}>
          {connection.namespace}: {connection.address} ({connection.connectorId})
          <button type="button" onClick={() => disconnect(connection.namespace)}>
            Disconnect
          </button>
        </li>
      ))}
    </ul>
  )
}
// #endregion example
