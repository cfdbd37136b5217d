import type { TokenBalance } from '@airlock/core'
import { useMemo, useState } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useAfterPaint } from '../../../hooks/useAfterPaint.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { accountMessages } from '../../../i18n/en/account.ts'
import { fill } from '../../../i18n/fill.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { CoinsIcon } from './accountIcons.tsx'
import { TokenIcon } from './TokenIcon.tsx'

const NO_TOKENS: TokenBalance[] = []

/** A balance's USD value: the one given, else price × quantity; undefined when it has no price. */
export function tokenValue(token: TokenBalance): number | undefined {
  if (typeof token.value === 'number' && Number.isFinite(token.value)) return token.value
  const quantity = Number(token.quantity.numeric)
  return token.price > 0 && Number.isFinite(quantity) ? token.price * quantity : undefined
}

/** Most valuable first; the order given among equals. */
export function sortTokens(tokens: readonly TokenBalance[]): TokenBalance[] {
  return [...tokens].sort((a, b) => (tokenValue(b) ?? 0) - (tokenValue(a) ?? 0))
}

/** What the account holds on the active network: icon, name, amount, USD value and price. */
export function TokensTab() {
  const airlock = useAirlockInstance()
  const m = useMessages(accountMessages)
  const { format } = useLocaleTools()
  const namespace = useStoreValue(airlock.chain, (s) => s.activeChain)
  const tokens = useStoreValue(airlock.account, (s) =>
    namespace ? (s.accounts[namespace]?.tokenBalance ?? NO_TOKENS) : NO_TOKENS,
  )
  const network = useStoreValue(airlock.chain, (s) => s.activeCaipNetwork?.caipNetworkId)
  const address = useStoreValue(airlock.account, (s) =>
    namespace ? s.accounts[namespace]?.address : undefined,
  )
  const [loading, setLoading] = useState(true)

  // A change of network or account (the embedded wallet's EOA and smart account) reads the balances again.
  useAfterPaint(() => {
    let live = true
    setLoading(true)
    airlock.refreshTokenBalances().finally(() => {
      if (live) setLoading(false)
    })
    return () => {
      live = false
    }
  }, [airlock, network, address])

  // A failed read keeps the last balances in the store: never show another network's as this one's.
  const sorted = useMemo(() => sortTokens(tokens.filter((t) => t.chainId === network)), [tokens, network])

  if (sorted.length === 0 && loading)
    return (
      <ul className="asset-list" aria-busy="true" aria-label={m.loadingTokens}>
        {[0, 1, 2].map((i) => (
          <li key={i} className="asset-row placeholder" aria-hidden="true">
            <span className="pulse circle" />
            <span className="asset-main">
              <span className="pulse line w96" />
              <span className="pulse line w64" />
            </span>
            <span className="asset-trail">
              <span className="pulse line w56" />
            </span>
          </li>
        ))}
      </ul>
    )

  if (sorted.length === 0)
    return (
      <div className="tab-empty" role="status">
        <span className="empty-icon">
          <CoinsIcon />
        </span>
        <strong>{m.noTokens}</strong>
        <p>{m.noTokensHint}</p>
      </div>
    )

  return (
    <ul className="asset-list" aria-label={m.tokens} aria-busy={loading}>
      {sorted.map((token) => {
        const value = tokenValue(token)
        return (
          <li
            key={`${token.chainId}:${token.address ?? 'native'}`}
            className="asset-row"
            data-testid="token-row"
          >
            <TokenIcon url={token.iconUrl} symbol={token.symbol} />
            <span className="asset-main">
              <span className="asset-name" title={token.name}>
                {token.name}
              </span>
              <span className="asset-sub">
                <Ltr>{format.balance(token.quantity.numeric, token.symbol)}</Ltr>
              </span>
            </span>
            <span className="asset-trail">
              <span className="asset-value">
                {value === undefined ? '—' : <Ltr>{format.tokenValue(value)}</Ltr>}
              </span>
              {token.price > 0 && (
                <span className="asset-sub" title={fill(m.priceOf, { symbol: token.symbol })}>
                  {fillNodes(m.priceAt, { price: <Ltr>{format.tokenValue(token.price)}</Ltr> })}
                </span>
              )}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
