import type { ConnectorInfo } from '../connect/connectorsStore.ts'

/** The embedded wallet's connector (connector type AUTH): email and social login. */
export const AUTH_CONNECTOR_INFO: ConnectorInfo = Object.freeze({
  id: 'AUTH',
  name: 'Email',
  type: 'AUTH',
  chain: 'eip155',
})
