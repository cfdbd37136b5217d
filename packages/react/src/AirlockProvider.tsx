import type { Airlock } from '@airlock/core'
import type { LocaleLoader } from '@airlock/core/internal'
import { type AirlockInternals, internalsOf } from '@airlock/core/internal'
import { type ComponentType, type ReactNode, useCallback, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { AirlockContext, useAirlockInstance } from './context.ts'
import { useStoreValue } from './hooks/useStoreValue.ts'
import { whenIdle } from './hooks/whenIdle.ts'
import type { OverlayProps } from './modal/Overlay.tsx'

type OverlayComponent = ComponentType<OverlayProps>

/** The modal shell is its own chunk: page load pays only for the button and the stores. */
const overlayModule = () => import('./modal/Overlay.tsx')
const loadOverlay = () => overlayModule().then((m) => m.Overlay)
/*
 * The locale loaders ride in the modal chunk, which the idle prefetch brings anyway: page load carries one
 * arrow, and choosing a locale fetches that locale's chunk alone.
 */
const loadLocale: LocaleLoader = (locale) => overlayModule().then((m) => m.loadLocale(locale))

/**
 * Holds the modal chunk once loaded. It is fetched when the browser is idle, so that by the time the visitor
 * clicks it is ready and the modal paints in the same frame; a click before that loads it at once.
 */
function useOverlay(airlock: AirlockInternals): OverlayComponent | undefined {
  const [Overlay, setOverlay] = useState<OverlayComponent>()
  const load = useCallback(() => {
    loadOverlay().then(
      (component) => setOverlay(() => component),
      (error: unknown) => airlock.toast.showError(`Could not load the wallet modal: ${String(error)}`),
    )
  }, [airlock])

  useEffect(() => whenIdle(load), [load])

  const wanted = useStoreValue(airlock.modal, (s) => s.open)
  const toast = useStoreValue(airlock.toast, (s) => s.open)
  const alert = useStoreValue(airlock.alert, (s) => s.open)
  useEffect(() => {
    if ((wanted || toast || alert) && !Overlay) load()
  }, [wanted, toast, alert, Overlay, load])
  return Overlay
}

export interface AirlockProviderProps {
  airlock: Airlock
  children?: ReactNode
}

/** Makes a kit instance available to the hooks and, unless told otherwise, appends the modal to the body. */
export function AirlockProvider({ airlock, children }: AirlockProviderProps) {
  const kit = internalsOf(airlock)
  const Overlay = useOverlay(kit)
  useEffect(() => kit.i18n.setLoader(loadLocale), [kit])
  const append = !kit.options.disableAppend && !kit.options.enableEmbedded
  return (
    <AirlockContext.Provider value={airlock}>
      {children}
      {append &&
        Overlay &&
        typeof document !== 'undefined' &&
        createPortal(<Overlay airlock={kit} />, document.body)}
    </AirlockContext.Provider>
  )
}

/** Places the modal where the dapp wants it (with `disableAppend`), or inline (with `enableEmbedded`). */
export function AirlockModal() {
  const airlock = useAirlockInstance()
  const Overlay = useOverlay(airlock)
  return Overlay ? <Overlay airlock={airlock} embedded={airlock.options.enableEmbedded} /> : null
}
