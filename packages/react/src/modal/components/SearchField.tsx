import { Spinner } from '../../components/Spinner.tsx'
import { connectMessages } from '../../i18n/en/connect.ts'
import { useMessages } from '../../i18n/useMessages.ts'

const SearchIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.2"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4 4" />
  </svg>
)

/** The search box of All Wallets, with a spinner while a search runs. */
export function SearchField({
  value,
  onChange,
  busy,
  label,
}: {
  value: string
  onChange: (value: string) => void
  busy: boolean
  label: string
}) {
  const m = useMessages(connectMessages)
  return (
    <div className="search-field">
      <span className="search-icon">
        <SearchIcon />
      </span>
      <input
        type="search"
        className="search-input"
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={100}
      />
      {busy && (
        <span className="search-spinner" role="status" aria-label={m.searching}>
          <Spinner size={16} />
        </span>
      )}
    </div>
  )
}
