import { useLayoutEffect, useRef } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { embeddedMessages } from '../../../i18n/en/embedded.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { embeddedCss } from './embeddedStyles.ts'

/**
 * The embedded wallet's approval of a request that moves funds or signs. The card is drawn by the frame on the secure
 * origin and placed over this view, so a script on the dapp page can neither forge nor click it.
 */
export function ApproveTransactionView() {
  const airlock = useAirlockInstance()
  const m = useMessages(embeddedMessages)
  const ref = useRef<HTMLDivElement>(null)
  useChunkStyles(ref, embeddedCss)

  useLayoutEffect(() => {
    const slot = ref.current
    if (!slot) return
    const place = () => {
      const rect = slot.getBoundingClientRect()
      void airlock.embeddedActions.placeApproval({
        top: rect.top,
        left: rect.left,
        width: rect.width,
        height: rect.height,
      })
    }
    place()
    // The modal animates its height and the page may scroll or resize: the frame follows.
    const observer = new ResizeObserver(place)
    observer.observe(slot)
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, true)
    const settle = setInterval(place, 200)
    const stopSettling = setTimeout(() => clearInterval(settle), 1000)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, true)
      clearInterval(settle)
      clearTimeout(stopSettling)
      void airlock.embeddedActions.placeApproval(undefined)
    }
  }, [airlock])

  return (
    <div className="approve-slot" ref={ref} data-testid="approve-slot">
      <span>{m.loadingApproval}</span>
    </div>
  )
}
