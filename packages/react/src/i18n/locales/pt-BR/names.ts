import type { Translation } from '../../define.ts'
import type { namesMessages } from '../../en/names.ts'

/** Brazilian Portuguese texts of the name registration views. */
export default {
  intro:
    'Um nome para as pessoas enviarem fundos a você em vez de usar {address}. Letras, dígitos e hifens, no mínimo 4.',
  yourAddress: 'seu endereço',
  nameLabel: 'Nome',
  namePlaceholder: 'seunome',
  checking: 'Verificando disponibilidade…',
  available: '{name} está disponível',
  availableInstead: 'Alternativas disponíveis',
  confirmInWallet: 'Confirme na carteira',
  register: 'Registrar',
  nameRegistered: 'Nome registrado',
  registered:
    'Seu nome está registrado: carteiras e apps podem usá-lo para enviar fundos a você em vez do seu endereço.',
  done: 'Concluído',
} satisfies Translation<typeof namesMessages>
