import type { OpenOptions } from '@airlock/core'
import type { RouterState } from '@airlock/core/internal'
import { useMemo } from 'react'
import { useAirlockInstance } from '../context.ts'
import { useStoreValue } from './useStoreValue.ts'

const selectOpen = (s: { open: boolean }) => s.open
const selectLoading = (s: { loading: boolean }) => s.loading
const selectView = (s: RouterState) => s.view

/** Opens and closes the modal and tells its state. */
export function useAirlock() {
  const airlock = useAirlockInstance()
  const isOpen = useStoreValue(airlock.modal, selectOpen)
  const loading = useStoreValue(airlock.modal, selectLoading)
  const view = useStoreValue(airlock.router, selectView)
  return useMemo(
    () => ({
      open: (options?: OpenOptions) => airlock.open(options),
      close: () => airlock.close(),
      isOpen,
      loading,
      view,
    }),
    [airlock, isOpen, loading, view],
  )
}
