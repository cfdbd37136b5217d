import type { Translation } from '../../define.ts'
import type { networksMessages } from '../../en/networks.ts'

/** Spanish texts of the Networks view and the UnsupportedChain view. */
export default {
  unsupportedNetwork:
    'Esta app no es compatible con tu red actual. Cambia a una de las opciones disponibles para continuar.',
  disconnect: 'Desconectar',
  testnet: 'Red de prueba',
  networksLabel: 'Redes',
  namespaceNetworks: 'Redes {namespace}',
} satisfies Translation<typeof networksMessages>
