import { useImageUrl } from '../../../hooks/useImageUrl.ts'

/**
 * A fiat currency's icon: the cloud's image of its code from the kit's image store, else its first letter.
 * Decorative: the row names the currency.
 */
export function CurrencyIcon({ code }: { code: string }) {
  const image = useImageUrl('currency', { id: code, imageId: code })
  if (image.url)
    return (
      <img
        className="row-icon"
        src={image.url}
        alt=""
        width={40}
        height={40}
        decoding="async"
        onError={image.onError}
        data-testid={`currency-icon-${code}`}
      />
    )
  return (
    <span className="row-icon" aria-hidden="true">
      {code.slice(0, 1)}
    </span>
  )
}
