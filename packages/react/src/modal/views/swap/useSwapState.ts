import type { SwapState } from '@airlock/core'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'

const whole = (state: SwapState) => state

/** The whole swap draft and quote; the store replaces the object on every change, so React sees each one. */
export function useSwapState(): SwapState {
  return useStoreValue(useAirlockInstance().swap, whole)
}
