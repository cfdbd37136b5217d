import type { Hex, LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { AuthApi, AuthUser, EmailAction, ReleasedShares, UpdateEmailAction } from './authApi.ts'
import type { DeviceStore } from './deviceStore.ts'
import { combineShares, splitKey } from './shares.ts'

/**
 * The visitor's session and key inside the frame (docs/embedded-wallet.md, "Key material"): email login, the
 * new wallet's creation and split, unlocking with the device share and the auth share, a new device's
 * unlocking with the auth and recovery shares after the mailed approval, restoring after a reload, sign-out.
 * The key lives only in `account`, in this frame's memory; nothing here returns key material.
 */

export interface WalletOptions {
  api: AuthApi
  store: DeviceStore
  /** Called whenever the signed-in user changes (connect, reload, sign-out); undefined = signed out. */
  onChange?: (user: AuthUser | undefined) => void
  /** How often CONNECT_DEVICE asks whether the approval link was opened. */
  devicePollMs?: number
  /** How long CONNECT_DEVICE keeps asking: the code's 10-minute life. */
  deviceWaitMs?: number
  /** How often CONNECT_FARCASTER asks whether the Farcaster app answered. */
  farcasterPollMs?: number
}

export function createWallet({
  api,
  store,
  onChange,
  devicePollMs = 1_000,
  deviceWaitMs = 600_000,
  farcasterPollMs = 1_000,
}: WalletOptions) {
  let email: string | undefined
  let session: string | undefined
  let user: AuthUser | undefined
  let account: LocalAccount | undefined
  let devicePoll: Promise<void> | undefined
  /** The Farcaster login in progress: its relay channel, until it is answered or replaced. */
  let farcasterChannel: { url: string; channelToken: string } | undefined

  function signedIn(next: AuthUser, key: Hex) {
    account = privateKeyToAccount(key)
    user = { ...next, address: account.address }
    onChange?.(user)
  }

  /** Creates the wallet of a new user: key, split, the cloud's two shares first, then the device share. */
  async function createNewWallet(token: string, next: AuthUser) {
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    const { deviceShare, authShare, recoveryShare } = await splitKey(key)
    await api.storeWallet(token, { address, authShare, recoveryShare })
    store.setShare(address, deviceShare)
    signedIn(next, key)
  }

  /** Unlocks an existing wallet with what this device holds and what the cloud released; false if it cannot yet. */
  async function unlock(next: AuthUser, shares: ReleasedShares | undefined): Promise<boolean> {
    const address = next.address
    if (!address || !shares) return false
    const deviceShare = store.share(address)
    if (deviceShare) {
      try {
        signedIn(next, await combineShares(deviceShare, shares.authShare, address))
        return true
      } catch (error) {
        // A stale device share (storage restored from elsewhere): the recovery share can still open it.
        if (!shares.recoveryShare) throw error
      }
    }
    if (!shares.recoveryShare) return false
    const key = await combineShares(shares.authShare, shares.recoveryShare, address)
    // This device now holds the recovery share as its own: with the auth share it opens the wallet next time.
    store.setShare(address, shares.recoveryShare)
    signedIn(next, key)
    return true
  }

  async function afterVerify(token: string, next: AuthUser, shares: ReleasedShares | undefined) {
    session = token
    store.setSession(token)
    user = next
    if (!next.address) await createNewWallet(token, next)
    else await unlock(next, shares)
  }

  async function waitForDevice(): Promise<void> {
    const deadline = Date.now() + deviceWaitMs
    const currentEmail = email
    if (!currentEmail) throw new Error('Connect with an email first')
    while (Date.now() < deadline) {
      const status = await api.deviceStatus(store.deviceId(), currentEmail, session)
      if (status.approved) {
        if (!session || !user) return
        if (await unlock(user, status.shares)) return
        const restored = await api.getSession(session, store.deviceId())
        if (restored && (await unlock(restored.user, restored.shares))) return
        throw new Error('The device was approved, but the wallet could not be opened')
      }
      await new Promise((resolve) => setTimeout(resolve, devicePollMs))
    }
    throw new Error('The device approval link was not opened in time')
  }

  return {
    get user() {
      return account ? user : undefined
    },
    get account() {
      return account
    },
    isConnected: () => account !== undefined,

    /** After a reload: the stored session, if the cloud still knows it, opens the wallet again. */
    async restore(): Promise<boolean> {
      const token = store.session()
      if (!token) return false
      const answer = await api.getSession(token, store.deviceId())
      if (!answer) {
        store.setSession(undefined)
        return false
      }
      session = token
      email = answer.user.email
      user = answer.user
      return unlock(answer.user, answer.shares)
    },

    async connectEmail(address: string): Promise<EmailAction> {
      const action = await api.startEmail(address, store.deviceId())
      email = address
      return action
    },

    async connectOtp(otp: string): Promise<void> {
      if (!email) throw new Error('Connect with an email first')
      const answer = await api.verifyEmail(email, otp, store.deviceId())
      await afterVerify(answer.session, answer.user, answer.shares)
    },

    /** The social provider's authorization URL; its result is posted to `origin`, the verified parent page. */
    socialRedirectUri(provider: string, origin: string): Promise<string> {
      return api.socialAuthorize(provider, store.deviceId(), origin)
    },

    /** Signs in with the popup's result: a new wallet is created, a known one opened (as after a code). */
    async connectSocial(result: string): Promise<void> {
      const answer = await api.completeSocial(result, store.deviceId())
      email = answer.user.email
      await afterVerify(answer.session, answer.user, answer.shares)
      if (!account) throw new Error('The wallet could not be opened on this device')
    },

    /**
     * The Farcaster sign-in link for the visitor (one channel per login: asked again, the same link, so the
     * QR code the visitor may be scanning stays valid).
     */
    async farcasterUri(origin: string): Promise<string> {
      farcasterChannel ??= await api.farcasterChannel(store.deviceId(), origin)
      return farcasterChannel.url
    },

    /** Waits until the Farcaster app answered the link, then signs in with the verified result. */
    async connectFarcaster(): Promise<void> {
      const channel = farcasterChannel
      if (!channel) throw new Error('Ask for the Farcaster link first')
      let result: string | undefined
      try {
        while (!result) {
          // A newer link (the visitor went back and started again) ends this wait.
          if (farcasterChannel !== channel) throw new Error('The Farcaster sign-in was restarted')
          result = await api.farcasterStatus(channel.channelToken, store.deviceId())
          if (!result) await new Promise((resolve) => setTimeout(resolve, farcasterPollMs))
        }
      } finally {
        // Answered, expired or refused: the next login opens a new channel.
        if (farcasterChannel === channel) farcasterChannel = undefined
      }
      return this.connectSocial(result)
    },

    /** Waits for the mailed approval link of this device (one wait at a time, however often it is asked). */
    connectDevice(): Promise<void> {
      devicePoll ??= waitForDevice().finally(() => {
        devicePoll = undefined
      })
      return devicePoll
    },

    async signOut(): Promise<void> {
      farcasterChannel = undefined
      const token = session
      account = undefined
      user = undefined
      session = undefined
      email = undefined
      store.setSession(undefined)
      onChange?.(undefined)
      if (token) await api.signOut(token)
    },

    async updateEmail(next: string): Promise<UpdateEmailAction> {
      if (!session) throw new Error('Not signed in')
      return api.updateEmail(session, next)
    },
    async verifyPrimaryOtp(otp: string): Promise<void> {
      if (!session) throw new Error('Not signed in')
      await api.verifyPrimaryOtp(session, otp)
    },
    async verifySecondaryOtp(otp: string): Promise<{ newEmail: string }> {
      if (!session) throw new Error('Not signed in')
      const { email: newEmail } = await api.verifySecondaryOtp(session, otp)
      email = newEmail
      if (user) {
        user = { ...user, email: newEmail }
        onChange?.(user)
      }
      return { newEmail }
    },
  }
}

export type Wallet = ReturnType<typeof createWallet>
