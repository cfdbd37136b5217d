import { isOriginAllowed } from '@airlock/protocol/origins'
import { createApprovalQueue, showApprovalCard } from './approval/card.ts'
import { fetchFrameConfig } from './config.ts'
import { createHandlers, toEmbeddedUser } from './handlers.ts'
import { createAuthApi } from './keys/authApi.ts'
import { createDeviceStore, memoryStorage } from './keys/deviceStore.ts'
import { createWallet } from './keys/wallet.ts'
import { createMessenger } from './messenger.ts'
import { readFrameParams } from './params.ts'
import { findParentOrigin } from './parentOrigin.ts'
import { createGateway } from './rpc/gateway.ts'
import { createPreferenceStore } from './smart/preference.ts'
import { createSmartAccounts } from './smart/smartAccounts.ts'
import { embeddedUser } from './smart/user.ts'
import { applyTheme } from './theme.ts'

/**
 * The secure site's page: reads its parameters, loads the project's config, and talks to the embedding page
 * only if that page's origin is on the project's allow-list; then restores the session stored for that origin
 * and says READY. The page hears of the session only once it asks (see the messenger).
 */

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const local = window.localStorage
    local.getItem('airlock-embedded')
    return local
  } catch {
    // Storage refused to this third-party frame: the session lasts as long as the page.
    return memoryStorage()
  }
}

function notice(text: string) {
  const root = document.getElementById('root')
  if (!root) return
  const paragraph = document.createElement('p')
  paragraph.className = 'notice'
  paragraph.textContent = text
  root.replaceChildren(paragraph)
}

async function boot() {
  const params = readFrameParams(window.location.search)
  // Never logs key material: events, origins and errors only.
  const log = params.enableLogger
    ? (...args: unknown[]) => console.debug('[airlock frame]', ...args)
    : () => {}
  const parentOrigin = findParentOrigin(window)
  if (!parentOrigin) {
    notice('This page is the Airlock embedded wallet: it runs inside an app.')
    return
  }
  const config = await fetchFrameConfig(window.location.href, params.projectId)
  if (!isOriginAllowed(parentOrigin, config.allowedOrigins)) {
    // No message at all, READY included: a page that is not on the list learns nothing from the frame.
    log('refused', parentOrigin)
    return
  }

  const root = document.getElementById('root') ?? document.body
  let chainId = params.chainId
  let dappName: string | undefined
  let emitSession: (user: ReturnType<typeof toEmbeddedUser> | null) => void = () => {}

  const api = createAuthApi({ apiUrl: config.apiUrl, projectId: params.projectId })
  const local = storage()
  // Per embedding origin: another page of the same site, even on the list, finds nothing stored here.
  const store = createDeviceStore(local, params.projectId, parentOrigin)
  const gateway = createGateway(config.apiUrl, params.projectId)
  // Only where config.json lists smart-account chains: elsewhere the wallet stays an EOA, as before.
  const smart =
    config.smartAccounts.length > 0
      ? createSmartAccounts({
          chains: config.smartAccounts,
          apiUrl: config.apiUrl,
          projectId: params.projectId,
          gateway,
          preferences: createPreferenceStore(local, params.projectId, parentOrigin),
        })
      : undefined
  const wallet = createWallet({
    api,
    store,
    onChange: (user) => {
      if (!user?.address) return emitSession(null)
      const base = { ...user, address: user.address }
      embeddedUser(base, chainId, smart, wallet.account).then(emitSession, (error: unknown) => {
        // The smart account could not be read (the gateway is down): the EOA at least.
        log('smart account unavailable', error instanceof Error ? error.message : error)
        emitSession(toEmbeddedUser(base, chainId))
      })
    },
  })

  const queue = createApprovalQueue((description) =>
    showApprovalCard(document, root, description, { dappName }),
  )
  let messenger: ReturnType<typeof createMessenger> | undefined
  const approve = async (description: Parameters<typeof queue>[0]) => {
    messenger?.emit('APPROVAL_OPEN')
    try {
      return await queue(description)
    } finally {
      messenger?.emit('APPROVAL_CLOSED')
    }
  }

  messenger = createMessenger({
    win: window,
    parentOrigin,
    log,
    handle: createHandlers({
      wallet,
      gateway,
      chain: {
        get: () => chainId,
        set: (next) => {
          chainId = next
        },
      },
      approve,
      theme: (payload) => applyTheme(document.documentElement, payload),
      dappData: (payload) => {
        const name = (payload.metadata as { name?: unknown } | undefined)?.name
        if (typeof name === 'string' && name.length <= 100) dappName = name
      },
      reload: () => window.location.reload(),
      parentOrigin,
      ...(smart ? { smart } : {}),
      sessionUpdate: (user) => emitSession(user),
    }),
  })
  const ready = messenger
  emitSession = (user) => ready.emit('SESSION_UPDATE', user)

  try {
    await wallet.restore()
  } catch (error) {
    log('restore failed', error)
  }
  messenger.emit('READY', { version: config.version || params.version })
  log('ready for', parentOrigin)
}

boot().catch((error: unknown) => {
  console.error('[airlock frame]', error instanceof Error ? error.message : error)
})
