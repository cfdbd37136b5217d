import type { AirlockContext } from '../context.ts'
import { BaseError } from '../errors/base.ts'
import { ErrorMessages, parseErrorMessage } from '../errors.ts'
import { EmbeddedStorageKeys, isValidEmail } from './emailLogin.ts'
import { EmbeddedMessages } from './messages.ts'
import type { EmailUpdateState } from './store.ts'
import type { FrameClient } from './types.ts'

/**
 * Changing an email wallet's address: the new address is checked, the cloud mails a code to the current address
 * (or straight to the new one), then one to the new address; each step keeps its state in the embedded store's
 * `emailUpdate` for the views, and errors stay on the step that raised them.
 */
export function createEmailUpdate(ctx: AirlockContext, ensureFrame: () => Promise<{ client: FrameClient }>) {
  const store = ctx.embedded

  function patchUpdate(values: Partial<EmailUpdateState>) {
    store.patch({ emailUpdate: { ...store.getState().emailUpdate, ...values } })
  }

  /** The signed-in wallet's email, as the frame last said it. */
  function currentEmail(): string | undefined {
    const { user, email } = store.getState()
    const account = ctx.account.get('eip155')
    // A social user's email belongs to their provider: it is changed there.
    if (account?.socialProvider || user?.socialProvider) return undefined
    return user?.email ?? account?.user?.email ?? email
  }

  /**
   * Starts changing the wallet's email to `email` (a valid email, not the current one). The cloud
   * mails a code to the current address (VERIFY_PRIMARY_OTP), or straight to the new one (VERIFY_SECONDARY_OTP);
   * the matching code view opens.
   */
  async function start(email: string) {
    const address = email.trim()
    if (!isValidEmail(address)) return void patchUpdate({ error: EmbeddedMessages.INVALID_EMAIL })
    const current = currentEmail()
    if (!current) return void patchUpdate({ error: EmbeddedMessages.NO_EMAIL_LOGIN })
    if (address.toLowerCase() === current.toLowerCase())
      return void patchUpdate({ error: EmbeddedMessages.SAME_EMAIL })
    const resend = store.getState().emailUpdate.status === 'primary'
    patchUpdate({ status: 'sending', newEmail: address, error: undefined })
    try {
      const { client } = await ensureFrame()
      const answer = (await client.request('UPDATE_EMAIL', { email: address })) as { action?: string }
      const view =
        answer.action === 'VERIFY_SECONDARY_OTP' ? 'UpdateEmailSecondaryOtp' : 'UpdateEmailPrimaryOtp'
      patchUpdate({ status: view === 'UpdateEmailSecondaryOtp' ? 'secondary' : 'primary' })
      if (ctx.router.getState().view !== view) ctx.router.push(view)
      else if (resend) ctx.toast.showSuccess(EmbeddedMessages.CODE_RESENT)
    } catch (error) {
      patchUpdate({ status: resend ? 'primary' : 'idle', error: parseErrorMessage(error) })
    }
  }

  /** Checks the code sent to the current address; the cloud then mails the new address its own code. */
  async function primaryOtp(otp: string) {
    const code = otp.replace(/\s/g, '')
    if (!/^\d{6}$/.test(code)) return void patchUpdate({ error: EmbeddedMessages.INVALID_OTP })
    patchUpdate({ status: 'verifyingPrimary', error: undefined })
    try {
      const { client } = await ensureFrame()
      await client.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: code })
      patchUpdate({ status: 'secondary' })
      // Back from the new address's code goes to the email field: this code is used up.
      ctx.router.replace('UpdateEmailSecondaryOtp')
    } catch (error) {
      patchUpdate({ status: 'primary', error: parseErrorMessage(error) })
    }
  }

  /** Checks the code sent to the new address: the wallet's email is the new one, and the Account view says so. */
  async function secondaryOtp(otp: string) {
    const code = otp.replace(/\s/g, '')
    if (!/^\d{6}$/.test(code)) return void patchUpdate({ error: EmbeddedMessages.INVALID_OTP })
    patchUpdate({ status: 'verifyingSecondary', error: undefined })
    try {
      const { client } = await ensureFrame()
      const answer = (await client.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: code })) as {
        newEmail?: unknown
      }
      const newEmail =
        typeof answer.newEmail === 'string' ? answer.newEmail : store.getState().emailUpdate.newEmail
      if (!newEmail) throw new BaseError(ErrorMessages.UNKNOWN_ERROR)
      const { user } = store.getState()
      store.patch({
        email: newEmail,
        ...(user ? { user: { ...user, email: newEmail } } : {}),
        emailUpdate: { status: 'idle', newEmail: undefined, error: undefined },
      })
      const account = ctx.account.get('eip155')
      ctx.account.patch('eip155', { user: { ...account?.user, email: newEmail } })
      ctx.storage.setItem(EmbeddedStorageKeys.EMAIL, newEmail)
      ctx.toast.showSuccess(EmbeddedMessages.EMAIL_UPDATED)
      ctx.router.reset('Account')
    } catch (error) {
      patchUpdate({ status: 'secondary', error: parseErrorMessage(error) })
    }
  }

  return { start, primaryOtp, secondaryOtp, clearError: () => patchUpdate({ error: undefined }) }
}
