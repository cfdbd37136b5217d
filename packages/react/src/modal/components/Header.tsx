import { BackIcon, CloseIcon } from './icons.tsx'

export function Header({
  title,
  titleId,
  onBack,
  onClose,
  closeDisabled = false,
}: {
  title: string
  titleId: string
  onBack?: () => void
  onClose?: () => void
  /** Closing is refused right now (a required sign-in): the button stays, disabled. */
  closeDisabled?: boolean
}) {
  return (
    <div className="header">
      {onBack ? (
        <button type="button" className="icon-button" onClick={onBack} aria-label="Back">
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      <h1 className="title" id={titleId} key={title} style={{ margin: 0 }}>
        {title}
      </h1>
      {onClose ? (
        <button
          type="button"
          className="icon-button"
          onClick={onClose}
          aria-label="Close"
          disabled={closeDisabled}
        >
          <CloseIcon />
        </button>
      ) : (
        <span />
      )}
    </div>
  )
}
