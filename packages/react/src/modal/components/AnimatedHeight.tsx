import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'

/** Animates the card's height between views (ANIMATION_MS.modalHeight) by following the content's size. */
export function AnimatedHeight({ children }: { children: ReactNode }) {
  const inner = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    const element = inner.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setHeight(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div className="height" style={height === undefined ? undefined : { height }}>
      <div ref={inner}>{children}</div>
    </div>
  )
}
