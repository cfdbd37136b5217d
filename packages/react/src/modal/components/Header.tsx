import { BackIcon, CloseIcon } from './icons.tsx'

export function Header({
  title,
  titleId,
  onBack,
  onClose,
}: {
  title: string
  titleId: string
  onBack?: () => void
  onClose?: () => void
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
        <button type="button" className="icon-button" onClick={onClose} aria-label="Close">
          <CloseIcon />
        </button>
      ) : (
        <span />
      )}
    </div>
  )
}
