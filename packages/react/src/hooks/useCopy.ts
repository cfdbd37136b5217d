import { useCallback } from 'react'
import { useAirlockInstance } from '../context.ts'

/** Copies text to the clipboard and confirms it (or says it failed) with a toast. */
export function useCopy() {
  const airlock = useAirlockInstance()
  return useCallback(
    async (text: string, what: { copied: string; failed: string }) => {
      try {
        await navigator.clipboard.writeText(text)
        airlock.toast.showSuccess(what.copied)
      } catch {
        airlock.toast.showError(what.failed)
      }
    },
    [airlock],
  )
}
