import { Icon } from '../../components/icons.tsx'

export const SendIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M7 17L17 7M8 7h9v9" />
  </Icon>
)
export const ReceiveIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M17 7L7 17M16 17H7V8" />
  </Icon>
)
export const SwapIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M7 4v14M4 7l3-3 3 3M17 20V6M14 17l3 3 3-3" />
  </Icon>
)
export const BuyIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size}>
    <rect x="3" y="6" width="18" height="13" rx="2.5" />
    <path d="M3 10.5h18M7 15h3" />
  </Icon>
)
/** A bank building: tokens sold for money paid to a bank account. */
export const SellIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M3 9.5L12 4l9 5.5M5 10v7M9.5 10v7M14.5 10v7M19 10v7M3 20h18" />
  </Icon>
)
export const CoinsIcon = ({ size = 26 }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="9" cy="9" r="6" />
    <path d="M15.5 4.2a6 6 0 1 1-4.3 11.3M9 6.5v5M7 8h3.2a1.3 1.3 0 0 1 0 2.5H7.5" />
  </Icon>
)
export const ImageIcon = ({ size = 26 }: { size?: number }) => (
  <Icon size={size}>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <circle cx="9" cy="9" r="1.8" />
    <path d="M21 15.5l-5-5L5 21" />
  </Icon>
)
export const ClockIcon = ({ size = 26 }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
)
export const CheckCircleIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
)
export const BoltIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M13 3L5 14h6l-1 7 8-11h-6l1-7z" />
  </Icon>
)
