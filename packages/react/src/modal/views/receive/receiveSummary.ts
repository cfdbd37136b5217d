import type { AirlockLocale, CaipNetwork, ChainNamespace } from '@airlock/core'
import { ADDRESS_TRUNCATION } from '@airlock/core/internal'
import type { Resolved } from '../../../i18n/define.ts'
import { receiveMessages } from '../../../i18n/en/receive.ts'
import { fill } from '../../../i18n/fill.ts'
import { plural } from '../../../i18n/plural.ts'

/** Network names spelled out in the summary before the rest is counted ('… and 4 more'). */
export const NAMED_NETWORKS = 2
/** Network icons previewed in the summary row (the sentence gives the count, the list every name). */
export const SHOWN_NETWORK_ICONS = 3

/**
 * The networks an address can receive on: the configured networks of its namespace, the active one first
 * (the visitor most likely means it), the others in the dapp's order.
 */
export function receiveNetworks(
  networks: readonly CaipNetwork[],
  namespace: ChainNamespace | undefined,
  active: CaipNetwork | undefined,
): CaipNetwork[] {
  const ofNamespace = networks.filter((n) => n.chainNamespace === namespace)
  const first = ofNamespace.find((n) => n.caipNetworkId === active?.caipNetworkId)
  return first ? [first, ...ofNamespace.filter((n) => n !== first)] : ofNamespace
}

type ReceiveTexts = Resolved<typeof receiveMessages.en>

/**
 * 'Receive on Airlock Devnet', '… on Airlock Devnet and Ethereum', '… on Airlock Devnet, Ethereum and Base',
 * '… on Airlock Devnet, Ethereum and 4 more': names up to three, then two names and a count (never
 * 'and 1 more': three names fit where a count would). In `locale` with its texts `m` (English by default).
 *
 * @example
 * receiveNetworksLabel(['Airlock Devnet', 'Ethereum', 'Base', 'Polygon']) // 'Receive on Airlock Devnet, Ethereum and 2 more'
 */
export function receiveNetworksLabel(
  names: readonly string[],
  m: ReceiveTexts = receiveMessages.en,
  locale: AirlockLocale = 'en',
): string {
  if (names.length === 0) return m.noNetwork
  if (names.length <= NAMED_NETWORKS + 1) return fill(m.receiveOn, { networks: joinAnd(names, m) })
  const rest = names.length - NAMED_NETWORKS
  return plural(m.receiveOnMore, rest, locale, {
    networks: names.slice(0, NAMED_NETWORKS).join(m.listSeparator),
  })
}

function joinAnd(names: readonly string[], m: ReceiveTexts): string {
  if (names.length <= 1) return names.join('')
  return fill(m.listLast, { list: names.slice(0, -1).join(m.listSeparator), last: names.at(-1) ?? '' })
}

/** One run of address characters; `key` marks the ones the truncated form shows (first 4, last 6). */
export interface AddressPart {
  text: string
  key: boolean
}

/**
 * The full address cut into groups of four for reading aloud or comparing by eye ('0x' stays its own group),
 * each group split where the characters of the truncated form start or stop, so the view can stress them.
 * Joining every part gives the address back unchanged.
 */
export function addressGroups(
  address: string,
  { start = ADDRESS_TRUNCATION.start, end = ADDRESS_TRUNCATION.end }: { start?: number; end?: number } = {},
): AddressPart[][] {
  const prefix = address.startsWith('0x') ? 2 : 0
  const bounds: [number, number][] = prefix ? [[0, prefix]] : []
  for (let i = prefix; i < address.length; i += 4) bounds.push([i, Math.min(i + 4, address.length)])
  const isKey = (index: number) => index < start || index >= address.length - end
  return bounds.map(([from, to]) => {
    const parts: AddressPart[] = []
    for (let i = from; i < to; i++) {
      const key = isKey(i)
      const last = parts.at(-1)
      if (last && last.key === key) last.text += address[i]
      else parts.push({ text: address[i] ?? '', key })
    }
    return parts
  })
}
