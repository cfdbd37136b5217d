import type { Translation } from '../../define.ts'
import type { networksMessages } from '../../en/networks.ts'

/** French texts of the Networks view and the UnsupportedChain view. */
export default {
  unsupportedNetwork:
    'Cette application ne prend pas en charge votre réseau actuel. Passez à une option disponible pour continuer.',
  disconnect: 'Se déconnecter',
  testnet: 'Testnet',
  networksLabel: 'Réseaux',
  namespaceNetworks: 'Réseaux {namespace}',
} satisfies Translation<typeof networksMessages>
