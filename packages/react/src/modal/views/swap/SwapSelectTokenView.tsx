import type { SwapToken } from '@airlock/core'
import { searchSwapTokens } from '@airlock/core/internal'
import { useMemo, useRef, useState } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { swapMessages } from '../../../i18n/en/swap.ts'
import { fill } from '../../../i18n/fill.ts'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { SearchField } from '../../components/SearchField.tsx'
import { TokenIcon } from '../account/TokenIcon.tsx'
import { swapCss } from './swapStyles.ts'
import { useSwapState } from './useSwapState.ts'

/** Picks the token paid or received among the network's swappable tokens, held ones first. */
export function SwapSelectTokenView() {
  const airlock = useAirlockInstance()
  const side = useStoreValue(airlock.router, (s) => s.data?.swapSide) ?? 'from'
  const { tokens, tokensLoading, sourceToken, toToken } = useSwapState()
  const m = useMessages(swapMessages)
  const { format } = useLocaleTools()
  const [search, setSearch] = useState('')
  const ref = useRef<HTMLDivElement>(null)
  useChunkStyles(ref, swapCss)
  const shown = useMemo(() => searchSwapTokens(tokens ?? [], search), [tokens, search])
  const selected = side === 'from' ? sourceToken : toToken

  function pick(token: SwapToken) {
    void airlock.swapActions.selectToken(side, token)
    airlock.router.goBack()
  }

  return (
    <div className="swap-tokens" ref={ref}>
      <SearchField value={search} onChange={setSearch} busy={false} label={m.searchToken} />
      <div className="section-label">{side === 'from' ? m.payWith : m.receive}</div>
      {tokensLoading && !tokens ? (
        <div className="swap-loading" role="status" aria-label={m.loadingTokenList}>
          <span className="skeleton wide-line" />
          <span className="skeleton wide-line" />
        </div>
      ) : shown.length === 0 ? (
        <p className="send-tokens-empty" role="status">
          {tokens?.length ? fill(m.noTokenMatches, { search: search.trim() }) : m.noTokens}
        </p>
      ) : (
        <ul className="list" aria-label={m.tokens}>
          {shown.map((token) => {
            const isSelected = selected?.address === token.address
            const value = Number(token.balance) * token.price
            return (
              <li key={token.address}>
                <button
                  type="button"
                  className={`row${isSelected ? ' selected' : ''}`}
                  aria-pressed={isSelected}
                  onClick={() => pick(token)}
                >
                  <TokenIcon url={token.logoUri} symbol={token.symbol} size={36} />
                  <span className="label">
                    <span className="send-token-name">{token.name}</span>
                    <span className="send-token-amount">{token.symbol}</span>
                  </span>
                  <span className="trail">
                    {format.balance(token.balance)}
                    {value > 0 && <small>{format.tokenValue(value)}</small>}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
