import type { Airlock, ViewName } from '@airlock/core'
import { type ComponentType, useId, useRef, useState } from 'react'
import { useStoreValue } from '../hooks/useStoreValue.ts'
import { ShadowHost } from '../shadow/ShadowHost.tsx'
import { AlertBanner } from './components/AlertBanner.tsx'
import { AnimatedHeight } from './components/AnimatedHeight.tsx'
import { Header } from './components/Header.tsx'
import { Toast } from './components/Toast.tsx'
import { useFocusTrap, useKeepFocusInside } from './focusTrap.ts'
import { modalCss } from './styles.ts'
import { usePresence } from './usePresence.ts'
import { AccountView } from './views/AccountView.tsx'
import { AllWalletsView } from './views/AllWalletsView.tsx'
import { ConnectingExternalView } from './views/ConnectingExternalView.tsx'
import {
  ConnectingWalletConnectBasicView,
  ConnectingWalletConnectView,
} from './views/ConnectingWalletConnectView.tsx'
import { ConnectView } from './views/ConnectView.tsx'
import { NetworksView } from './views/NetworksView.tsx'
import { ReceiveViewLoader } from './views/receive/ReceiveViewLoader.tsx'
import {
  SendPreviewViewLoader,
  SendSelectTokenViewLoader,
  SendViewLoader,
} from './views/send/SendViewLoader.tsx'
import { UnsupportedChainView } from './views/UnsupportedChainView.tsx'

/** Close animation length; matches the 150 ms modal transitions. */
const EXIT_MS = 150

const VIEWS: Partial<Record<ViewName, { title: (airlock: Airlock) => string; component: ComponentType }>> = {
  Connect: { title: () => 'Connect Wallet', component: ConnectView },
  ConnectingExternal: {
    title: (airlock) => airlock.router.getState().data?.connector?.name ?? 'Connecting',
    component: ConnectingExternalView,
  },
  ConnectingWalletConnectBasic: { title: () => 'WalletConnect', component: ConnectingWalletConnectBasicView },
  ConnectingWalletConnect: {
    title: (airlock) => airlock.router.getState().data?.wallet?.name ?? 'WalletConnect',
    component: ConnectingWalletConnectView,
  },
  Account: { title: () => 'Account', component: AccountView },
  AllWallets: { title: () => 'All Wallets', component: AllWalletsView },
  Networks: { title: () => 'Choose Network', component: NetworksView },
  UnsupportedChain: { title: () => 'Switch Network', component: UnsupportedChainView },
  Receive: { title: () => 'Receive', component: ReceiveViewLoader },
  Send: { title: () => 'Send', component: SendViewLoader },
  SendSelectToken: { title: () => 'Select Token', component: SendSelectTokenViewLoader },
  SendPreview: { title: () => 'Review Send', component: SendPreviewViewLoader },
}

export interface OverlayProps {
  airlock: Airlock
  embedded?: boolean
}

/** Everything the kit shows over the page: the modal, its toasts and configuration alerts. */
export function Overlay({ airlock, embedded = false }: OverlayProps) {
  const { themeMode, themeVariables } = airlock.options
  return (
    <ShadowHost tag="airlock-modal" css={modalCss} themeMode={themeMode} themeVariables={themeVariables}>
      {embedded ? <Card airlock={airlock} embedded /> : <Dialog airlock={airlock} />}
      <Toast airlock={airlock} />
      <AlertBanner airlock={airlock} />
    </ShadowHost>
  )
}

function Dialog({ airlock }: { airlock: Airlock }) {
  const open = useStoreValue(airlock.modal, (s) => s.open)
  const { mounted, closing } = usePresence(open, EXIT_MS)
  if (!mounted) return null
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click outside the dialog closes it; keyboards have Escape and the close button
    <div
      className={closing ? 'backdrop closing' : 'backdrop'}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) airlock.close()
      }}
    >
      <Card airlock={airlock} active={open} />
    </div>
  )
}

function Card({
  airlock,
  embedded = false,
  active = true,
}: {
  airlock: Airlock
  embedded?: boolean
  active?: boolean
}) {
  const view = useStoreValue(airlock.router, (s) => s.view)
  const canGoBack = useStoreValue(airlock.router, (s) => s.history.length > 1)
  const shake = useStoreValue(airlock.modal, (s) => s.shake)
  const branding = useStoreValue(airlock.optionsStore, (s) => s.features.reownBranding)
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useFocusTrap(ref, active && !embedded, () => airlock.close())
  useKeepFocusInside(ref, active && !embedded, view)

  // The card mounts on each open; until the visitor navigates, its view arrives with it rather than fading in.
  const [openedWith] = useState(view)
  const navigated = useRef(false)
  if (view !== openedWith) navigated.current = true
  const opening = !embedded && !navigated.current

  const entry = VIEWS[view]
  const View = entry?.component
  const className = ['card', embedded && 'embedded', shake && 'shake'].filter(Boolean).join(' ')
  return (
    <div
      ref={ref}
      className={className}
      {...(embedded
        ? { role: 'region', 'aria-labelledby': titleId }
        : { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId })}
      tabIndex={-1}
      data-view={view}
      data-opening={opening ? '' : undefined}
    >
      <Header
        title={entry?.title(airlock) ?? view}
        titleId={titleId}
        onBack={canGoBack ? () => airlock.router.goBack() : undefined}
        onClose={embedded ? undefined : () => airlock.close()}
      />
      <AnimatedHeight>
        <div className="view" key={view}>
          {View ? <View /> : <p className="center">This view is not available in this build.</p>}
        </div>
      </AnimatedHeight>
      {branding && (
        <div className="footer">
          UX by <strong>Airlock</strong>
        </div>
      )}
    </div>
  )
}
