/** The ring around a wallet's logo while the wallet is asked: spinning, or still once the attempt failed. */
export function PendingRing({ failed = false }: { failed?: boolean }) {
  return (
    <svg className={failed ? 'ring' : 'ring spin'} viewBox="0 0 96 96" aria-hidden="true">
      <circle
        cx="48"
        cy="48"
        r="45"
        fill="none"
        stroke="currentColor"
        strokeOpacity={failed ? 0 : 0.14}
        strokeWidth="3"
      />
      {!failed && (
        <circle
          cx="48"
          cy="48"
          r="45"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray="60 223"
        />
      )}
    </svg>
  )
}
