import { type KeyboardEvent, lazy, Suspense, useContext, useId, useRef, useState } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { RehearsalContext, useAfterPaint } from '../../../hooks/useAfterPaint.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { accountMessages } from '../../../i18n/en/account.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { NftsTab } from './NftsTab.tsx'
import { type AccountTab, accountSession, initialTab, tabForKey } from './session.ts'
import { TokensTab } from './TokensTab.tsx'

/** Activity is an optional feature: its own chunk, fetched once it is enabled, so the page never pays for it. */
const loadActivity = () => import('./ActivityTab.tsx').then((m) => ({ default: m.ActivityTab }))
const ActivityTab = lazy(loadActivity)

const LABELS = { tokens: 'tabTokens', nfts: 'tabNfts', activity: 'tabActivity' } as const satisfies Record<
  AccountTab,
  keyof typeof accountMessages.en
>

/**
 * Tokens, NFTs and (with the `activity` feature) Activity, as a WAI-ARIA tablist: arrow keys, Home and End
 * move between tabs (and select them), only the selected tab is in the tab order. The last tab selected is
 * kept while the modal stays open.
 */
export function AccountTabs() {
  const airlock = useAirlockInstance()
  const m = useMessages(accountMessages)
  const activity = useStoreValue(airlock.optionsStore, (s) => s.features.activity)
  const tabs: AccountTab[] = activity ? ['tokens', 'nfts', 'activity'] : ['tokens', 'nfts']
  // The idle rehearsal (modal closed) starts on the first tab and opens no session: a session lasts until the
  // modal closes, so one opened while it is closed would stay, listening to the kit, until the next close.
  const rehearsing = useContext(RehearsalContext)
  const [chosen, setChosen] = useState(() =>
    initialTab(rehearsing ? undefined : accountSession(airlock).tab, tabs),
  )
  const selected = initialTab(chosen, tabs)
  const id = useId()
  const buttons = useRef(new Map<AccountTab, HTMLButtonElement>())

  useAfterPaint(() => {
    if (activity) void loadActivity()
  }, [activity])

  function select(tab: AccountTab, focus = false) {
    setChosen(tab)
    accountSession(airlock).tab = tab
    if (focus) buttons.current.get(tab)?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabForKey(event.key, tabs.indexOf(selected), tabs.length)
    const tab = index === undefined ? undefined : tabs[index]
    if (!tab) return
    event.preventDefault()
    select(tab, true)
  }

  const tabId = (tab: AccountTab) => `${id}-tab-${tab}`
  const panelId = (tab: AccountTab) => `${id}-panel-${tab}`

  return (
    <div className="account-tabs">
      <div
        className="tablist"
        role="tablist"
        aria-label={m.tabList}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        data-count={tabs.length}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element)
              else buttons.current.delete(tab)
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            className="tab"
            aria-selected={tab === selected}
            aria-controls={panelId(tab)}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => select(tab)}
          >
            {m[LABELS[tab]]}
          </button>
        ))}
        <span className={`tab-indicator at-${tabs.indexOf(selected)}`} aria-hidden="true" />
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          className="tab-panel"
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          hidden={tab !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel focusable
          tabIndex={0}
          data-tab={tab}
        >
          {tab === selected && <TabContent tab={tab} />}
        </div>
      ))}
    </div>
  )
}

function TabContent({ tab }: { tab: AccountTab }) {
  if (tab === 'tokens') return <TokensTab />
  if (tab === 'nfts') return <NftsTab />
  return (
    <Suspense fallback={null}>
      <ActivityTab />
    </Suspense>
  )
}
