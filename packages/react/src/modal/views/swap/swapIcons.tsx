import { Icon } from '../../components/icons.tsx'

export const FlipIcon = () => (
  <Icon size={18}>
    <path d="M7 4v14M4 15l3 3 3-3M17 20V6M14 9l3-3 3 3" />
  </Icon>
)

export const CheckIcon = () => (
  <Icon size={14}>
    <path d="M5 12l5 5L20 7" />
  </Icon>
)
