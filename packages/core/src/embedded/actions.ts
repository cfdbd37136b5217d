import type { SharedProvider } from '../adapter.ts'
import type { AirlockContext } from '../context.ts'
import { kitDestroyedError } from '../errors/kitDestroyed.ts'
import type { SocialProvider } from '../options/options.ts'
import type { EmbeddedController } from './controller.ts'
import type { EmbeddedUser, FrameRect } from './types.ts'

/**
 * The embedded wallet's headless actions and the AUTH connector's provider. Only this facade is on the page:
 * the controller, and through it the frame, load on the first login (or, after one, when the restored
 * connection first asks the provider).
 *
 * @example
 * await airlock.embeddedActions.connectEmail('ada@example.com')
 * // the visitor reads the code from the email
 * await airlock.embeddedActions.connectOtp('123456')
 */
export function createEmbeddedActions(ctx: AirlockContext): EmbeddedActions {
  let controller: Promise<EmbeddedController> | undefined
  let disposed = false
  const run = <R>(action: (c: EmbeddedController) => R): Promise<Awaited<R>> => {
    if (disposed) return Promise.reject(kitDestroyedError())
    controller ??= import('./controller.ts').then((m) =>
      m.createEmbeddedController(ctx, () =>
        import('../connect/authConnect.ts').then((a) => a.connectAuthConnector(ctx)),
      ),
    )
    return controller.then(async (c): Promise<Awaited<R>> => await action(c))
  }
  // The adapter holds this provider from the start (a restored login asks it first); everything behind it, the
  // allow-list included, loads with the controller on the first request.
  type Listener = (...args: never[]) => void
  const provider: SharedProvider = {
    request: (args) => run((c) => c.provider.request(args)),
    // Listening has no caller to tell: after destroy() (or a failed load) there is simply nothing to hear.
    on: (event: string, listener: Listener) =>
      void run((c) => c.provider.on(event, listener)).catch(() => {}),
    removeListener: (event: string, listener: Listener) =>
      void run((c) => c.provider.removeListener(event, listener)).catch(() => {}),
  }
  return {
    /** The AUTH connector's EIP-1193 provider (requests wait for the frame). */
    provider,
    /** Sends a one-time code to the email; the views follow `airlock.embedded`. */
    connectEmail: (email: string) => run((c) => c.connectEmail(email)),
    /**
     * Social login: `navigate` gets the provider's URL and returns the window it opened (open it inside the
     * visitor's click, before calling this, and keep `opener`: the secure site's callback posts to it).
     */
    connectSocial: (provider: SocialProvider, navigate: (uri: string) => Window | null) =>
      run((c) => c.connectSocial(provider, navigate)),
    /** Sign In With Farcaster: ConnectingFarcaster opens and shows the link; the wallet connects once answered. */
    connectFarcaster: () => run((c) => c.connectFarcaster()),
    /** Drops the Farcaster link (leaving ConnectingFarcaster without an address). */
    clearFarcasterLink: () => (controller ? run((c) => c.clearFarcasterLink()) : Promise.resolve()),
    /** Reloads the frame, if there is one, and resyncs the AUTH connector with it. */
    resync: () => (controller ? run((c) => c.resync()) : Promise.resolve()),
    /** Sends the code again (the 30 s cooldown applies). */
    resendCode: (email: string) => run((c) => c.connectEmail(email)),
    /** Checks the 6-digit code; the wallet connects on success. */
    connectOtp: (otp: string) => run((c) => c.connectOtp(otp)),
    /**
     * Changes the signed-in wallet's email: a code goes to the current address, then one to the new address.
     *
     * @example
     * await airlock.embeddedActions.updateEmail('grace@example.com') // code mailed to the current address
     * await airlock.embeddedActions.updateEmailPrimaryOtp('123456') // code mailed to grace@example.com
     * await airlock.embeddedActions.updateEmailSecondaryOtp('654321') // airlock.embedded.user.email is new
     */
    updateEmail: (email: string) => run((c) => c.updateEmail(email)),
    /** Checks the code sent to the current address. */
    updateEmailPrimaryOtp: (otp: string) => run((c) => c.updateEmailPrimaryOtp(otp)),
    /** Checks the code sent to the new address; the email changes on success. */
    updateEmailSecondaryOtp: (otp: string) => run((c) => c.updateEmailSecondaryOtp(otp)),
    clearUpdateError: () => run((c) => c.clearUpdateError()),
    /**
     * Switches between the embedded wallet's EOA and smart account (kept per namespace in
     * preferredAccountTypes); resolves with the user, whose `address` is the chosen account's.
     */
    setPreferredAccountType: (type: 'eoa' | 'smartAccount') => run((c) => c.setPreferredAccountType(type)),
    /** Ends the embedded wallet's session (at most 3 s) and forgets the login. */
    signOut: () => (controller ? run((c) => c.signOut()) : Promise.resolve()),
    /** Places the frame's approval card over a rectangle of the page, or hides it with undefined. */
    placeApproval: (rect: FrameRect | undefined) =>
      controller ? run((c) => c.placeApproval(rect)) : Promise.resolve(),
    clearError: () => run((c) => c.clearError()),
    /**
     * For the kit's destroy(): removes the frame, if one was made (or once the one loading is), and stops what
     * follows it; every action after rejects with ConnectionClosedError.
     */
    dispose: () => {
      disposed = true
      void controller?.then((c) => c.dispose()).catch(() => {})
    },
  }
}

/** The embedded wallet's calls (`airlock.embeddedActions` offers those a dapp makes). */
export interface EmbeddedActions {
  /** The AUTH connector's EIP-1193 provider (requests wait for the frame). */
  provider: SharedProvider
  /** Sends a one-time code to the email; the views follow `airlock.embedded`. */
  connectEmail: (email: string) => Promise<void>
  /**
   * Social login: `navigate` gets the provider's URL and returns the window it opened (open it inside the
   * visitor's click, before calling this, and keep `opener`: the secure site's callback posts to it).
   */
  connectSocial: (provider: SocialProvider, navigate: (uri: string) => Window | null) => Promise<void>
  /** Sign In With Farcaster: ConnectingFarcaster opens and shows the link; the wallet connects once answered. */
  connectFarcaster: () => Promise<void>
  /** Drops the Farcaster link (leaving ConnectingFarcaster without an address). */
  clearFarcasterLink: () => Promise<void>
  /** Reloads the frame, if there is one, and resyncs the AUTH connector with it. */
  resync: () => Promise<void>
  /** Sends the code again (the 30 s cooldown applies). */
  resendCode: (email: string) => Promise<void>
  /** Checks the 6-digit code; the wallet connects on success. */
  connectOtp: (otp: string) => Promise<undefined>
  /**
   * Changes the signed-in wallet's email: a code goes to the current address, then one to the new address.
   *
   * @example
   * await airlock.embeddedActions.updateEmail('grace@example.com') // code mailed to the current address
   * await airlock.embeddedActions.updateEmailPrimaryOtp('123456') // code mailed to grace@example.com
   * await airlock.embeddedActions.updateEmailSecondaryOtp('654321') // airlock.embedded.user.email is new
   */
  updateEmail: (email: string) => Promise<undefined>
  /** Checks the code sent to the current address. */
  updateEmailPrimaryOtp: (otp: string) => Promise<undefined>
  /** Checks the code sent to the new address; the email changes on success. */
  updateEmailSecondaryOtp: (otp: string) => Promise<undefined>
  clearUpdateError: () => Promise<void>
  /**
   * Switches between the embedded wallet's EOA and smart account; resolves with the user, whose `address` is
   * the chosen account's.
   */
  setPreferredAccountType: (type: 'eoa' | 'smartAccount') => Promise<EmbeddedUser>
  /** Ends the embedded wallet's session (at most 3 s) and forgets the login. */
  signOut: () => Promise<void>
  /** Places the frame's approval card over a rectangle of the page, or hides it with undefined. */
  placeApproval: (rect: FrameRect | undefined) => Promise<void>
  clearError: () => Promise<void>
  /**
   * For the kit's destroy(): removes the frame, if one was made (or once the one loading is), and stops what
   * follows it; every action after rejects with ConnectionClosedError.
   */
  dispose: () => void
}
