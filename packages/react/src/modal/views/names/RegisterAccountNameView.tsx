import { NAMES_ZONE, normalizeLabel, truncateAddress } from '@airlock/core/internal'
import { useEffect, useId, useRef, useState } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useAirlockAccount } from '../../../hooks/useAirlockAccount.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { namesMessages } from '../../../i18n/en/names.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { CheckIcon } from '../../components/icons.tsx'
import { namesCss } from './namesStyles.ts'
import { useNamesState } from './useNamesState.ts'

/**
 * RegisterAccountName (apps/docs/pages/names.md): the name with its `.airlock.eth` suffix, the rule's error at once,
 * availability as the visitor types (a spinner while checking), free alternatives to pick when the name is
 * taken, and Register once it is free: the wallet signs, the cloud registers, RegisterAccountNameSuccess follows.
 * A failure comes back here with its message, the name kept.
 */
export function RegisterAccountNameView() {
  const airlock = useAirlockInstance()
  const m = useMessages(namesMessages)
  const coreText = useCoreText()
  const { address } = useAirlockAccount()
  const { label, status, error, suggestions } = useNamesState()
  const ref = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const messageId = useId()
  // What the visitor typed, as typed; the store holds it normalised (lower case) and answers asynchronously.
  const [text, setText] = useState(label)
  useChunkStyles(ref, namesCss)

  useEffect(() => {
    inputRef.current?.focus()
  }, [])

  const registering = status === 'registering'
  const available = status === 'available'
  const invalid = status === 'invalid' || status === 'taken' || status === 'error' || (available && !!error)
  const fullName = `${label}.${NAMES_ZONE}`

  function type(value: string) {
    setText(value)
    void airlock.namesActions.setLabel(value)
  }

  function pick(name: string) {
    setText(normalizeLabel(name))
    void airlock.namesActions.pickSuggestion(name)
    inputRef.current?.focus()
  }

  return (
    <form
      ref={ref}
      className="names"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (available) void airlock.namesActions.register()
      }}
    >
      <p className="names-intro">
        {fillNodes(m.intro, { address: address ? <Ltr>{truncateAddress(address)}</Ltr> : m.yourAddress })}
      </p>
      {/* The name and its suffix read as one left-to-right word in every locale. */}
      <div className={`names-field${invalid ? ' invalid' : available ? ' ok' : ''}`} dir="ltr">
        <input
          ref={inputRef}
          dir="ltr"
          aria-label={m.nameLabel}
          aria-invalid={invalid}
          aria-describedby={messageId}
          placeholder={m.namePlaceholder}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={80}
          value={text}
          disabled={registering}
          onChange={(event) => type(event.currentTarget.value)}
        />
        <span className="names-suffix">.{NAMES_ZONE}</span>
        <span className="names-state">
          {status === 'checking' ? (
            <Spinner size={16} />
          ) : available && !error ? (
            <CheckIcon size={18} />
          ) : null}
        </span>
      </div>
      <div className="names-message" id={messageId} aria-live="polite" data-testid="names-message">
        {error ? (
          <span className="error">{coreText(error)}</span>
        ) : status === 'checking' ? (
          m.checking
        ) : available ? (
          <span className="ok">
            <CheckIcon size={14} /> {fillNodes(m.available, { name: <Ltr>{fullName}</Ltr> })}
          </span>
        ) : null}
      </div>
      {status === 'taken' && suggestions.length > 0 && (
        <div className="names-suggestions" data-testid="names-suggestions">
          <span className="section-label">{m.availableInstead}</span>
          <ul className="names-chips">
            {suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <button type="button" className="names-chip" onClick={() => pick(suggestion.name)}>
                  <Ltr>{suggestion.name}</Ltr>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <button type="submit" className="primary wide" disabled={!available}>
        {registering ? (
          <>
            <Spinner size={16} /> {m.confirmInWallet}
          </>
        ) : (
          m.register
        )}
      </button>
    </form>
  )
}
