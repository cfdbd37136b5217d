import { defineMessages } from '../define.ts'

/** The Networks view, its network list and the UnsupportedChain view (modal chunk). */
export const networksMessages = defineMessages('networks', {
  unsupportedNetwork:
    'This app doesn’t support your current network. Switch to an available option to continue.',
  disconnect: 'Disconnect',
  testnet: 'Testnet',
  networksLabel: 'Networks',
  /** The list of one namespace's networks: 'EVM networks', 'Solana networks'. */
  namespaceNetworks: '{namespace} networks',
})
