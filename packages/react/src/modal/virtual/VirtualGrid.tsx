import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { gridColumns, gridWindow } from './gridWindow.ts'

export interface VirtualGridProps<T> {
  items: readonly T[]
  itemKey: (item: T) => string
  renderItem: (item: T) => ReactNode
  renderPlaceholder: () => ReactNode
  /** Accessible name of the list. */
  label: string
  /** One row's pitch in px: the tile height plus the row gap (must match the CSS). */
  rowHeight: number
  /** Placeholder tiles: fill the last row and add this many rows (0 for none). */
  placeholderRows: number
  /** Called when the end of the list comes within reach, while `hasMore` (infinite scroll). */
  onEndReached?: () => void
  hasMore?: boolean
  overscan?: number
  /** Extra attributes for tests and tools, e.g. data-state. */
  dataState?: string
}

/** A view's height before it is measured: enough rows for the first paint. */
const DEFAULT_VIEWPORT = 420

/**
 * A grid that renders only the rows in view (plus a few), so its DOM size does not grow with the list.
 * The space of the rows not rendered is padding set as CSS custom properties through the CSSOM (no style
 * attribute, which a strict CSP would refuse). A sentinel after the last row asks for more when it comes
 * within 320 px of the viewport; it is observed afresh after each change of the list, so a page that added
 * little (or nothing visible) asks again at once.
 */
export function VirtualGrid<T>({
  items,
  itemKey,
  renderItem,
  renderPlaceholder,
  label,
  rowHeight,
  placeholderRows,
  onEndReached,
  hasMore = false,
  overscan = 2,
  dataState,
}: VirtualGridProps<T>) {
  const scroller = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const sentinel = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState({ width: 0, height: 0 })
  const [scrollTop, setScrollTop] = useState(0)
  const endReached = useRef(onEndReached)
  endReached.current = onEndReached

  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight })
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const columns = gridColumns(size.width)
  const placeholders =
    placeholderRows > 0 ? ((columns - (items.length % columns)) % columns) + placeholderRows * columns : 0
  const count = items.length + placeholders
  const view = gridWindow({
    count,
    columns,
    rowHeight,
    scrollTop,
    viewportHeight: size.height || DEFAULT_VIEWPORT,
    overscan,
  })

  useLayoutEffect(() => {
    const element = list.current
    if (!element) return
    element.style.setProperty('--grid-columns', String(columns))
    element.style.setProperty('--pad-top', `${view.padTop}px`)
    element.style.setProperty('--pad-bottom', `${view.padBottom}px`)
  }, [columns, view.padTop, view.padBottom])

  // biome-ignore lint/correctness/useExhaustiveDependencies: items.length re-arms the observer after each page
  useEffect(() => {
    const root = scroller.current
    const target = sentinel.current
    if (!hasMore || !root || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) endReached.current?.()
      },
      { root, rootMargin: '0px 0px 320px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasMore, items.length])

  const cells: ReactNode[] = []
  for (let index = view.start; index < view.end; index++) {
    const item = items[index]
    cells.push(
      item === undefined ? (
        <li key={`placeholder-${index}`} className="grid-cell" aria-hidden="true">
          {renderPlaceholder()}
        </li>
      ) : (
        <li key={itemKey(item)} className="grid-cell" aria-posinset={index + 1} aria-setsize={items.length}>
          {renderItem(item)}
        </li>
      ),
    )
  }

  return (
    <div
      ref={scroller}
      className="grid-scroller"
      // Scroll events come at most once a frame, so the window follows the scroll without lag.
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <ul
        ref={list}
        className="wallet-grid"
        aria-label={label}
        aria-busy={placeholders > 0}
        data-state={dataState}
      >
        {cells}
      </ul>
      <div ref={sentinel} className="grid-sentinel" aria-hidden="true" />
    </div>
  )
}
