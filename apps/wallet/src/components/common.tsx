import type { Metadata, VerifyContext } from '@airlock/protocol'
import { verifyBadge } from '@airlock/wallet-engine'
import { useEffect, useState } from 'react'
import { chainNetworkByCaip, networkByCaip, networkById } from '../config.ts'

export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Only http(s) images from dapp metadata (remote data is data: no javascript: or other schemes). */
const safeIcon = (icons: readonly string[] | undefined) =>
  icons?.find((icon) => /^https?:\/\//i.test(icon)) ?? undefined

export function DappIcon({ metadata, size = 'md' }: { metadata: Metadata; size?: 'md' | 'lg' }) {
  const icon = safeIcon(metadata.icons)
  const [failed, setFailed] = useState(false)
  const initials =
    metadata.name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join('') || '?'
  if (icon && !failed) {
    return <img className={`dapp-icon dapp-icon-${size}`} src={icon} alt="" onError={() => setFailed(true)} />
  }
  return (
    <span className={`dapp-icon dapp-icon-${size} dapp-icon-initials`} aria-hidden="true">
      {initials}
    </span>
  )
}

export const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

export function VerifyBadge({ context }: { context: VerifyContext | undefined }) {
  const badge = verifyBadge(context)
  return (
    <div className={`verify verify-${badge.status}`} data-testid="verify-badge" data-status={badge.status}>
      <span className="verify-icon" aria-hidden="true">
        {badge.status === 'verified' ? '✓' : badge.status === 'unknown' ? '?' : '!'}
      </span>
      <div>
        <strong>{badge.label}</strong>
        <p>{badge.description}</p>
      </div>
    </div>
  )
}

export function ChainIcon({ chainId, caip }: { chainId?: number; caip?: string }) {
  const network = chainId !== undefined ? networkById(chainId) : caip ? networkByCaip(caip) : undefined
  const other = !network && caip ? chainNetworkByCaip(caip) : undefined
  const id = network?.id ?? other?.namespace ?? 'other'
  return (
    <span className={`chain-icon chain-${id}`} aria-hidden="true">
      {network?.short ?? other?.short ?? '?'}
    </span>
  )
}

export const chainName = (caip: string) => networkByCaip(caip)?.name ?? chainNetworkByCaip(caip)?.name ?? caip

export function Spinner({ label }: { label?: string }) {
  if (!label) return <span className="spinner" aria-hidden="true" />
  return (
    <span className="spinner" role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  )
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 1500)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <button
      type="button"
      className="icon-button small"
      aria-label={copied ? 'Copied' : label}
      title={copied ? 'Copied' : label}
      data-testid="copy-address"
      onClick={() => {
        void navigator.clipboard
          ?.writeText(text)
          .then(() => setCopied(true))
          .catch(() => {})
      }}
    >
      {copied ? (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            stroke="currentColor"
            strokeWidth="2.2"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <rect
            x="8"
            y="8"
            width="12"
            height="12"
            rx="2.5"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
          />
          <path
            d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
          />
        </svg>
      )}
    </button>
  )
}
