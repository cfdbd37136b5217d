import type { SendState } from '@airlock/core'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'

const whole = (state: SendState) => state

/** The whole send draft; the store replaces the object on every change, so React sees each one. */
export function useSendDraft(): SendState {
  return useStoreValue(useAirlockInstance().send, whole)
}
