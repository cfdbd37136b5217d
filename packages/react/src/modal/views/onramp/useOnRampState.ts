import type { OnRampState } from '@airlock/core'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'

const whole = (state: OnRampState) => state

/** The whole on-ramp draft, quote and checkout; the store replaces the object on every change. */
export function useOnRampState(): OnRampState {
  return useStoreValue(useAirlockInstance().onramp, whole)
}
