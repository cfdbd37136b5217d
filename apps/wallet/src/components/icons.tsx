/** The wallet's own small icons (the logo, the picker chevron, the empty-list mark). */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path d="M10.5 14v-1.5a5.5 5.5 0 0 1 11 0V14" stroke="white" strokeWidth="2.4" fill="none" />
      <rect x="8" y="14" width="16" height="11" rx="3" fill="white" />
      <circle cx="16" cy="19.5" r="1.8" fill="currentColor" />
    </svg>
  )
}

export function Chevron() {
  return (
    <svg className="chevron" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path
        d="M6 9l6 6 6-6"
        stroke="currentColor"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function EmptyIcon() {
  return (
    <svg className="empty-icon" viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
      <rect x="6" y="10" width="36" height="28" rx="6" stroke="currentColor" strokeWidth="2.5" fill="none" />
      <path d="M16 24h16M24 16v16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}
