import type { Translation } from '../../define.ts'
import type { sellGateMessages } from '../../en/sellGate.ts'

/** Spanish text of the Sell views' loader when the off-ramp is off. */
export default {
  sellDisabled: 'La venta de cripto no está activada en esta app.',
} satisfies Translation<typeof sellGateMessages>
