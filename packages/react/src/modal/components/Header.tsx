import { shellMessages } from '../../i18n/en/shell.ts'
import { useMessages } from '../../i18n/useMessages.ts'
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
  const m = useMessages(shellMessages)
  return (
    <div className="header">
      {onBack ? (
        <button type="button" className="icon-button" onClick={onBack} aria-label={m.back}>
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
          aria-label={m.close}
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
