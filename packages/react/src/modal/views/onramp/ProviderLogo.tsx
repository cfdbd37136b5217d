import type { OnRampProviderInfo } from '@airlock/core'

/** A provider's mark: its initial on a tint of its own (providers ship no image the kit could trust). */
export function ProviderLogo({ provider }: { provider: OnRampProviderInfo | undefined }) {
  const label = provider?.label ?? '?'
  return (
    <span className="buy-logo" data-tint={provider?.type === 'url' ? 1 : 0} aria-hidden="true">
      {label.charAt(0).toUpperCase()}
    </span>
  )
}
