import { avatarColors } from '@airlock/core/internal'

/** A gradient disc derived from the address, or the profile image when there is one. */
export function Avatar({ address, image, size }: { address: string; image?: string; size: number }) {
  if (image) return <img className="avatar" src={image} alt="" width={size} height={size} />
  const [c0, c1, c2, c3, c4] = avatarColors(address)
  const background = `radial-gradient(75% 75% at 65% 20%, ${c4} 0%, ${c3} 20%, ${c2} 40%, ${c1} 60%, ${c0} 100%)`
  return <span className="avatar" aria-hidden="true" style={{ width: size, height: size, background }} />
}
