import type { TokenBalance } from '@airlock/core'
import { useMemo, useState } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { sendMessages } from '../../../i18n/en/send.ts'
import { fill } from '../../../i18n/fill.ts'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { SearchField } from '../../components/SearchField.tsx'
import { TokenIcon } from '../account/TokenIcon.tsx'
import { sortTokens, tokenValue } from '../account/TokensTab.tsx'

const NO_TOKENS: TokenBalance[] = []

/** Tokens whose name or symbol contains the search text (trimmed, any case). */
export function filterTokens(tokens: readonly TokenBalance[], text: string): TokenBalance[] {
  const query = text.trim().toLowerCase()
  if (!query) return [...tokens]
  return tokens.filter((t) => t.symbol.toLowerCase().includes(query) || t.name.toLowerCase().includes(query))
}

/** Picks the token to send among the account's balances on the active network. */
export function SendSelectTokenView() {
  const airlock = useAirlockInstance()
  const m = useMessages(sendMessages)
  const { format } = useLocaleTools()
  const namespace = useStoreValue(airlock.chain, (s) => s.activeChain)
  const chainId = useStoreValue(airlock.chain, (s) => s.activeCaipNetwork?.caipNetworkId)
  const all = useStoreValue(airlock.account, (s) =>
    namespace ? (s.accounts[namespace]?.tokenBalance ?? NO_TOKENS) : NO_TOKENS,
  )
  const selected = useStoreValue(airlock.send, (s) => s.token)
  const [search, setSearch] = useState('')
  const tokens = useMemo(() => sortTokens(all.filter((t) => t.chainId === chainId)), [all, chainId])
  const shown = useMemo(() => filterTokens(tokens, search), [tokens, search])
  const total = tokens.reduce((sum, t) => sum + (tokenValue(t) ?? 0), 0)

  function pick(token: TokenBalance) {
    airlock.send.patch({ token, networkBalanceInUSD: String(total), gasEstimate: undefined })
    airlock.router.goBack()
  }

  return (
    <div className="send-tokens">
      <SearchField value={search} onChange={setSearch} busy={false} label={m.searchToken} />
      <div className="section-label send-tokens-head">
        <span>{m.yourTokens}</span>
        <span>
          <Ltr>{format.tokenValue(total)}</Ltr>
        </span>
      </div>
      {shown.length === 0 ? (
        <p className="send-tokens-empty" role="status">
          {tokens.length === 0 ? m.noTokens : fill(m.noTokenMatches, { search: search.trim() })}
        </p>
      ) : (
        <ul className="list" aria-label={m.tokens}>
          {shown.map((token) => {
            const value = tokenValue(token)
            const isSelected = selected?.chainId === token.chainId && selected.address === token.address
            return (
              <li key={`${token.chainId}:${token.address ?? 'native'}`}>
                <button
                  type="button"
                  className={`row${isSelected ? ' selected' : ''}`}
                  aria-pressed={isSelected}
                  onClick={() => pick(token)}
                >
                  <TokenIcon url={token.iconUrl} symbol={token.symbol} size={36} />
                  <span className="label">
                    <span className="send-token-name">{token.name}</span>
                    <span className="send-token-amount">
                      <Ltr>{format.balance(token.quantity.numeric, token.symbol)}</Ltr>
                    </span>
                  </span>
                  <span className="trail">
                    {value !== undefined && <Ltr>{format.tokenValue(value)}</Ltr>}
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
