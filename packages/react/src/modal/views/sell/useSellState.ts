import type { OffRampState } from '@airlock/core'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'

const whole = (state: OffRampState) => state

/** The whole off-ramp draft, quote and sale; the store replaces the object on every change. */
export function useSellState(): OffRampState {
  return useStoreValue(useAirlockInstance().offramp, whole)
}
