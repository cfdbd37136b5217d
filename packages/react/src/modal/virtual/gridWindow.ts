/** What a virtualised grid renders for one scroll position: a window of rows, and the space around it. */
export interface GridWindow {
  /** First and one-past-last item index to render. */
  start: number
  end: number
  /** Space (px) standing in for the rows above and below the window. */
  padTop: number
  padBottom: number
  /** Every row's height, for the scroll range. */
  totalHeight: number
}

export interface GridWindowInput {
  count: number
  columns: number
  /** One row's pitch: tile height plus the gap below it. */
  rowHeight: number
  scrollTop: number
  viewportHeight: number
  /** Rows rendered beyond each edge of the viewport, so a fast scroll or a Tab never meets a blank. */
  overscan: number
}

/**
 * The rows that meet the viewport, widened by `overscan` rows on each side. The number of rows rendered
 * depends only on the viewport's height, never on `count`: the DOM stays the same size however long the list.
 */
export function gridWindow({
  count,
  columns,
  rowHeight,
  scrollTop,
  viewportHeight,
  overscan,
}: GridWindowInput): GridWindow {
  const cols = Math.max(1, Math.floor(columns))
  const rows = Math.ceil(Math.max(0, count) / cols)
  const totalHeight = rows * rowHeight
  if (rows === 0 || rowHeight <= 0) return { start: 0, end: 0, padTop: 0, padBottom: 0, totalHeight: 0 }
  const top = Math.min(Math.max(0, scrollTop), Math.max(0, totalHeight - viewportHeight))
  const firstVisible = Math.floor(top / rowHeight)
  const lastVisible = Math.ceil((top + Math.max(viewportHeight, rowHeight)) / rowHeight)
  const startRow = Math.max(0, firstVisible - overscan)
  const endRow = Math.min(rows, lastVisible + overscan)
  return {
    start: startRow * cols,
    end: Math.min(count, endRow * cols),
    padTop: startRow * rowHeight,
    padBottom: (rows - endRow) * rowHeight,
    totalHeight,
  }
}

/** Columns for a grid width: 4 tiles in the 360 px modal, 3 on very narrow screens (the anchors' rule). */
export function gridColumns(width: number): number {
  return width > 0 && width < 300 ? 3 : 4
}
