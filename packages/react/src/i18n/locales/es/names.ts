import type { Translation } from '../../define.ts'
import type { namesMessages } from '../../en/names.ts'

/** Spanish texts of the name registration views. */
export default {
  intro:
    'Un nombre al que otros pueden enviarte fondos en lugar de a {address}. Letras, dígitos y guiones; mínimo 4.',
  yourAddress: 'tu dirección',
  nameLabel: 'Nombre',
  namePlaceholder: 'tunombre',
  checking: 'Comprobando disponibilidad…',
  available: '{name} está disponible',
  availableInstead: 'Alternativas disponibles',
  confirmInWallet: 'Confirma en la billetera',
  register: 'Registrar',
  nameRegistered: 'Nombre registrado',
  registered:
    'Tu nombre quedó registrado: las billeteras y apps pueden usarlo para enviarte fondos en lugar de tu dirección.',
  done: 'Listo',
} satisfies Translation<typeof namesMessages>
