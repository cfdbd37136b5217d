import type { NamesState } from '@airlock/core'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'

const whole = (state: NamesState) => state

/** The whole names state; the store replaces the object on every change, so React sees each one. */
export function useNamesState(): NamesState {
  return useStoreValue(useAirlockInstance().names, whole)
}
