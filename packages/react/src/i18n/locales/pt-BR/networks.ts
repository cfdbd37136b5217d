import type { Translation } from '../../define.ts'
import type { networksMessages } from '../../en/networks.ts'

/** Brazilian Portuguese texts of the Networks view and the UnsupportedChain view. */
export default {
  unsupportedNetwork:
    'Este app não é compatível com a sua rede atual. Mude para uma opção disponível para continuar.',
  disconnect: 'Desconectar',
  testnet: 'Rede de teste',
  networksLabel: 'Redes',
  namespaceNetworks: 'Redes {namespace}',
} satisfies Translation<typeof networksMessages>
