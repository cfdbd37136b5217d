import type { TokenBalance } from '@airlock/core'
import {
  balanceUnits,
  isNativeToken,
  parseUnits,
  type SendField,
  type SendIssue,
} from '@airlock/core/internal'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useAfterPaint } from '../../../hooks/useAfterPaint.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { sendMessages } from '../../../i18n/en/send.ts'
import { fill } from '../../../i18n/fill.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { ChevronIcon } from '../../components/icons.tsx'
import { TokenIcon } from '../account/TokenIcon.tsx'
import { useAmountField } from '../amountField/useAmountField.ts'
import { ReceiverNameLine, useReceiverName } from './ReceiverName.tsx'
import { ArrowDownIcon, PasteIcon } from './sendIcons.tsx'
import { useSendDraft } from './useSendDraft.ts'

/** The typed amount's USD value, when the token has a price and the amount is a number. */
export function amountValue(token: TokenBalance | undefined, amount: string | undefined): number | undefined {
  if (!token || !amount || !(token.price > 0)) return undefined
  const quantity = Number(amount)
  return Number.isFinite(quantity) ? quantity * token.price : undefined
}

/** Whether the typed amount is more than the token's balance (shown at once, before any submit). */
function exceedsBalance(token: TokenBalance | undefined, amount: string | undefined): boolean {
  if (!token || !amount?.trim()) return false
  try {
    return parseUnits(amount, Number(token.quantity.decimals)) > balanceUnits(token)
  } catch {
    return false
  }
}

/** Send: token, amount (with Max) and receiver; "Preview send" checks the draft and shows its first problem. */
export function SendView() {
  const airlock = useAirlockInstance()
  const m = useMessages(sendMessages)
  const coreText = useCoreText()
  const { format } = useLocaleTools()
  const draft = useSendDraft()
  const network = useStoreValue(airlock.chain, (s) => s.activeCaipNetwork)
  const [issue, setIssue] = useState<SendIssue>()
  const [attempted, setAttempted] = useState(false)
  const [maxBusy, setMaxBusy] = useState(false)
  const amountRef = useRef<HTMLInputElement>(null)
  const receiverRef = useRef<HTMLTextAreaElement>(null)
  const tokenRef = useRef<HTMLButtonElement>(null)
  const errorId = useId()
  const { token, sendTokenAmount: amount = '' } = draft
  const setAmount = useCallback((typed: string) => airlock.send.patch({ sendTokenAmount: typed }), [airlock])
  const field = useAmountField(amount, setAmount)
  // The receiver is an address or a name (resolved to its address, shown under the field).
  const { resolution, text: receiver, setText: setReceiver, validate } = useReceiverName(draft)

  useAfterPaint(() => {
    // The token picker needs balances; read them if the account view has not yet (after the first paint, so
    // the click that opened Send paints it in one frame).
    if (!airlock.account.get(airlock.chain.getState().activeChain)?.tokenBalance.length)
      void airlock.refreshTokenBalances()
  }, [airlock])

  // Opened with no token chosen (the dapp passed none, or the last send finished): the network's own coin, the
  // token a visitor most often sends. A token the dapp passed or the visitor picked is never replaced.
  const native = useStoreValue(airlock.account, (s) => {
    const chainId = network?.caipNetworkId
    const tokens = network ? s.accounts[network.chainNamespace]?.tokenBalance : undefined
    return tokens?.find((t) => t.chainId === chainId && isNativeToken(t))
  })
  useEffect(() => {
    if (!airlock.send.getState().token && native) airlock.send.patch({ token: native })
  }, [airlock, native])

  // After a first submit, the message follows the draft as the visitor fixes it.
  useEffect(() => {
    if (attempted && network) setIssue(validate(network))
  }, [attempted, network, validate])

  const focusField = (name: SendField) =>
    ({ amount: amountRef, receiver: receiverRef, token: tokenRef })[name].current?.focus()

  function preview() {
    if (!network) return
    if (field.blocked) {
      // The text under the field already says why it is not an amount.
      amountRef.current?.focus()
      return
    }
    setAttempted(true)
    const found = validate(network)
    setIssue(found)
    if (found) focusField(found.field)
    else airlock.router.push('SendPreview')
  }

  async function setMax() {
    if (!token) return
    setMaxBusy(true)
    const max = await airlock.maxSendAmount(token)
    setMaxBusy(false)
    airlock.send.patch({ sendTokenAmount: max })
  }

  async function paste() {
    try {
      const text = (await navigator.clipboard.readText()).trim()
      if (text) setReceiver(text)
      receiverRef.current?.focus()
    } catch {
      airlock.toast.showError(m.clipboardFailed)
    }
  }

  const usd = amountValue(token, amount)
  const tooMuch = exceedsBalance(token, amount)
  const invalid = (name: SendField) =>
    name === 'amount' ? field.blocked || tooMuch || issue?.field === 'amount' : issue?.field === name
  const describedBy = issue || field.message ? errorId : undefined

  return (
    <form
      className="send"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        preview()
      }}
    >
      <div className={`send-card${invalid('amount') || invalid('token') ? ' invalid' : ''}`}>
        <div className="send-card-top">
          <input
            ref={amountRef}
            className="send-amount"
            aria-label={m.amount}
            dir="ltr"
            aria-invalid={invalid('amount')}
            aria-describedby={describedBy}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={field.text}
            onChange={field.onChange}
          />
          <button
            ref={tokenRef}
            type="button"
            className={`token-select${token ? '' : ' empty'}`}
            aria-label={token ? fill(m.changeToken, { symbol: token.symbol }) : m.selectToken}
            aria-invalid={invalid('token')}
            onClick={() => airlock.router.push('SendSelectToken')}
          >
            {token && <TokenIcon url={token.iconUrl} symbol={token.symbol} size={24} />}
            <span>{token ? token.symbol : m.selectToken}</span>
            <ChevronIcon />
          </button>
        </div>
        <div className="send-card-bottom">
          <span className="send-usd" data-testid="send-usd">
            <Ltr>{format.tokenValue(usd ?? 0)}</Ltr>
          </span>
          {token && (
            <span className={`send-balance${tooMuch ? ' over' : ''}`}>
              <span data-testid="send-balance">
                {fillNodes(tooMuch ? m.insufficientBalance : m.balance, {
                  balance: <Ltr>{format.balance(token.quantity.numeric, token.symbol)}</Ltr>,
                })}
              </span>
              <button type="button" className="max" onClick={setMax} disabled={maxBusy}>
                {m.max}
              </button>
            </span>
          )}
        </div>
      </div>

      <div className="send-arrow" aria-hidden="true">
        <ArrowDownIcon />
      </div>

      <div className={`send-card receiver${invalid('receiver') ? ' invalid' : ''}`}>
        <label className="send-label" htmlFor={`${errorId}-to`}>
          {m.to}
        </label>
        <textarea
          id={`${errorId}-to`}
          ref={receiverRef}
          className="send-receiver"
          aria-label={m.receiverAddress}
          dir="ltr"
          aria-invalid={invalid('receiver')}
          aria-describedby={describedBy}
          placeholder={network?.chainNamespace === 'solana' ? m.solanaAddress : m.addressOrName}
          rows={2}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          value={receiver}
          onChange={(event) => setReceiver(event.currentTarget.value.replace(/\s+/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              preview()
            }
          }}
        />
        {!receiver && (
          <button type="button" className="paste secondary small" onClick={paste}>
            <PasteIcon /> {m.paste}
          </button>
        )}
        <ReceiverNameLine resolution={resolution} />
      </div>

      <div className="send-error" id={errorId} role="alert" data-testid="send-error">
        {field.message ? (
          <strong data-testid="amount-problem">{field.message}</strong>
        ) : (
          issue && (
            <>
              <strong>{coreText(issue.message)}</strong>
              {issue.hint && <span>{coreText(issue.hint)}</span>}
            </>
          )
        )}
      </div>

      <button type="submit" className="primary wide" disabled={field.blocked}>
        {m.previewSend}
      </button>
    </form>
  )
}
