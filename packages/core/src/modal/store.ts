import { createStore } from 'zustand/vanilla'

export interface ModalState {
  open: boolean
  loading: boolean
  shake: boolean
}

/** How long the modal shakes when a close is refused: long enough to be seen, short enough not to annoy. */
export const MODAL_SHAKE_MS = 500

export function createModalStore() {
  const store = createStore<ModalState>(() => ({ open: false, loading: false, shake: false }))
  let shakeTimer: ReturnType<typeof setTimeout> | undefined

  function shake() {
    clearTimeout(shakeTimer)
    store.setState({ shake: true })
    shakeTimer = setTimeout(() => store.setState({ shake: false }), MODAL_SHAKE_MS)
  }

  return Object.assign(store, {
    setOpen: (open: boolean) => store.setState(open ? { open } : { open, loading: false }),
    setLoading: (loading: boolean) => store.setState({ loading }),
    shake,
    /** Stops the shake timer (the kit is being destroyed): nothing changes the store after that. */
    dispose: () => clearTimeout(shakeTimer),
  })
}

export type ModalStore = ReturnType<typeof createModalStore>
