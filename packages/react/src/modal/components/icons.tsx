import type { ReactNode } from 'react'

/**
 * The kit's 24×24 stroked icon frame; every icon draws its paths inside it. An icon that points along the reading
 * direction (back, next) takes the class `dir-icon`, which mirrors it in right-to-left locales (modal/styles.ts).
 */
export function Icon({
  size = 18,
  className,
  children,
}: {
  size?: number
  className?: string
  children: ReactNode
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
)
export const BackIcon = () => (
  <Icon className="dir-icon">
    <path d="M15 18l-6-6 6-6" />
  </Icon>
)
export const ChevronIcon = () => (
  <Icon size={16} className="dir-icon">
    <path d="M9 6l6 6-6 6" />
  </Icon>
)
export const CopyIcon = () => (
  <Icon size={16}>
    <rect x="9" y="9" width="11" height="11" rx="2.5" />
    <path d="M5 15V6.5A2.5 2.5 0 0 1 7.5 4H15" />
  </Icon>
)
export const ExternalIcon = () => (
  <Icon size={18}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  </Icon>
)
export const PowerIcon = () => (
  <Icon size={18}>
    <path d="M12 3v8M6.3 7.2a8 8 0 1 0 11.4 0" />
  </Icon>
)
export const CheckIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
)
export const AlertIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M12 8v5M12 16.5v.01" />
  </Icon>
)
export const WalletIcon = ({ size = 22 }: { size?: number }) => (
  <Icon size={size}>
    <rect x="3" y="6" width="18" height="14" rx="3" />
    <path d="M3 10h18M16 15h.01M7 6V5a2 2 0 0 1 2-2h8" />
  </Icon>
)

/** The WalletConnect mark (a bridge of two arcs), drawn in currentColor. */
export const WalletConnectIcon = ({ size = 28 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 32 32" fill="currentColor" aria-hidden="true">
    <path d="M9.6 12.1c3.5-3.5 9.3-3.5 12.8 0l.4.4c.2.2.2.5 0 .6l-1.4 1.4c-.1.1-.2.1-.3 0l-.6-.6c-2.5-2.4-6.4-2.4-8.9 0l-.6.6c-.1.1-.2.1-.3 0l-1.4-1.4c-.2-.2-.2-.5 0-.6l.3-.4zm15.8 2.9 1.3 1.2c.2.2.2.5 0 .6l-5.6 5.5c-.2.2-.5.2-.6 0l-4-3.9c0-.1-.1-.1-.2 0l-4 3.9c-.2.2-.5.2-.6 0l-5.6-5.5c-.2-.2-.2-.5 0-.6l1.2-1.2c.2-.2.5-.2.6 0l4 3.9c0 .1.1.1.2 0l4-3.9c.2-.2.5-.2.6 0l4 3.9c0 .1.1.1.2 0l4-3.9c.3-.2.6-.2.8 0z" />
  </svg>
)
