/** What a form view (Send, Swap) shows while its chunk loads: two field cards and a button, shimmering. */
export function FormSkeleton() {
  return (
    <div className="send-loading" role="status" aria-label="Loading">
      <span className="skeleton block" />
      <span className="skeleton block" />
      <span className="skeleton wide-line" />
    </div>
  )
}
