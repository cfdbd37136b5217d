import type { Translation } from '../../define.ts'
import type { networksMessages } from '../../en/networks.ts'

/** German texts of the Networks view and the UnsupportedChain view. */
export default {
  unsupportedNetwork:
    'Diese App unterstützt dein aktuelles Netzwerk nicht. Wechsle zu einer verfügbaren Option, um fortzufahren.',
  disconnect: 'Trennen',
  testnet: 'Testnet',
  networksLabel: 'Netzwerke',
  namespaceNetworks: '{namespace}-Netzwerke',
} satisfies Translation<typeof networksMessages>
