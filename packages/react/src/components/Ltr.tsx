import type { ReactNode } from 'react'

/**
 * Text that must read left to right in every locale (addresses, hashes, amounts with their symbol, URLs), so an
 * Arabic layout does not reorder `0xf3...b92266` or `1.5 ETH`. An isolate, so it does not reorder its neighbours.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>
}
