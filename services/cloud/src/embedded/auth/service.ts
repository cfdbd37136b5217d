import type { Db } from '../../db/types.ts'
import { HttpError } from '../../http/errors.ts'
import type { Project } from '../../projects/store.ts'
import type { Mailer, OutgoingMail } from '../mailbox/sender.ts'
import { approve, checkApproval, createApproval, isDeviceApproved } from './approvals.ts'
import { checkCode, issueCode, withdrawCode } from './codeStore.ts'
import type { EmbeddedKeys } from './keys.ts'
import { loginCodeMail, updateEmailMail } from './mail.ts'
import { MESSAGES } from './rules.ts'
import { createSession, deleteSession, type EmbeddedSession, findSession } from './sessions.ts'
import { decryptShare, encryptShare } from './shareCipher.ts'
import {
  addDevice,
  changeEmail,
  ensureUser,
  findUserByEmail,
  findUserById,
  findWallet,
  insertWallet,
  isKnownDevice,
  type StoredUser,
} from './users.ts'
import { type UserView, userView as viewUser } from './userView.ts'

export type ConnectAction = 'VERIFY_OTP' | 'VERIFY_DEVICE'

export type { UserView } from './userView.ts'

export interface Shares {
  authShare: string
  /** Only to a newly approved browser, which keeps it as its own share. */
  recoveryShare?: string
}

export interface VerifyAnswer {
  /** The bearer token (`Authorization: Bearer <session>`); only its hash is kept. */
  session: string
  /** When the session ends (ISO 8601). */
  expiresAt: string
  user: UserView
  /** Absent for a new wallet (the frame creates it) and while a new browser awaits its approval link. */
  shares?: Shares
  /** A known email on a new browser whose approval link was not opened yet: poll device/status. */
  pendingDeviceApproval: boolean
}

export interface EmbeddedAuthDeps {
  db: Db
  keys: EmbeddedKeys
  mailer: Mailer
  /** The cloud's public API base URL, where approval links point (known once the cloud listens). */
  apiUrl: () => string
  /** Seconds between two codes to one address (30 unless a test shortens it; rules.ts). */
  codeCooldownSeconds?: number
}

/** A signed-in call: the session of its bearer token and that session's user. */
export interface Caller {
  token: string
  session: EmbeddedSession
  user: StoredUser
}

export type EmbeddedAuth = ReturnType<typeof createEmbeddedAuth>

/** The embedded wallet's backend rules (docs/embedded-wallet.md); routes.ts maps HTTP onto it. */
export function createEmbeddedAuth({ db, keys, mailer, apiUrl, codeCooldownSeconds }: EmbeddedAuthDeps) {
  const userView = (user: StoredUser): Promise<UserView> => viewUser(db, user)

  /** Email updates are for email users: a social user's address belongs to their provider. */
  function loginEmail(user: StoredUser): string {
    if (user.email === null) throw new HttpError(400, MESSAGES.socialNoEmail)
    return user.email
  }

  /** The shares a browser may have now: auth share to a known one, both to a newly approved one. */
  async function releasableShares(user: StoredUser, deviceId: string): Promise<Shares | undefined> {
    const wallet = await findWallet(db, user.id)
    if (!wallet) return undefined
    const authShare = await decryptShare(keys.authShare, wallet.authShare, user.id, 'auth')
    if (await isKnownDevice(db, user.id, deviceId)) return { authShare }
    // A social user has no approval link: their new browsers get both shares at social/complete.
    if (user.email === null) return undefined
    if (!(await isDeviceApproved(db, { projectId: user.projectId, email: user.email, deviceId }))) {
      return undefined
    }
    const recoveryShare = await decryptShare(keys.recoveryShare, wallet.recoveryShare, user.id, 'recovery')
    // From now on this browser holds a share of its own (the recovery share).
    await addDevice(db, user.id, deviceId)
    return { authShare, recoveryShare }
  }

  /** Sends a mail for a code just issued; a failed send takes the code back and answers 502. */
  async function sendCode(codeId: string, mail: OutgoingMail) {
    try {
      await mailer.send(mail)
    } catch (error) {
      await withdrawCode(db, codeId)
      throw new HttpError(502, `The email could not be sent: ${(error as Error).message}`)
    }
  }

  return {
    async startEmail(project: Project, email: string, deviceId: string): Promise<{ action: ConnectAction }> {
      if (!project.features.email) throw new HttpError(403, 'Email login is turned off for this project')
      const user = await findUserByEmail(db, project.id, email)
      const hasWallet = user ? (await findWallet(db, user.id)) !== undefined : false
      const known = user ? await isKnownDevice(db, user.id, deviceId) : false
      // A browser whose approval link was just opened needs only the code (a kit that asks for a new one after
      // the approval must not be sent round the approval again).
      const approved = known || (await isDeviceApproved(db, { projectId: project.id, email, deviceId }))
      const action: ConnectAction = hasWallet && !approved ? 'VERIFY_DEVICE' : 'VERIFY_OTP'
      const issued = await issueCode(
        db,
        keys.code,
        {
          projectId: project.id,
          email,
          purpose: 'login',
          deviceId,
        },
        codeCooldownSeconds,
      )
      let approvalUrl: string | undefined
      if (action === 'VERIFY_DEVICE') {
        const token = await createApproval(db, { projectId: project.id, email, deviceId })
        approvalUrl = `${apiUrl()}/v1/embedded/device/approve?token=${encodeURIComponent(token)}`
      }
      await sendCode(
        issued.id,
        loginCodeMail({
          to: email,
          code: issued.code,
          appName: project.name,
          ...(approvalUrl ? { approvalUrl } : {}),
        }),
      )
      return { action }
    },

    async verifyEmail(project: Project, email: string, otp: string, deviceId: string): Promise<VerifyAnswer> {
      await checkCode(db, keys.code, { projectId: project.id, email, purpose: 'login', deviceId, code: otp })
      const user = await ensureUser(db, project.id, email)
      const wallet = await findWallet(db, user.id)
      // A browser that logs in before any wallet exists is the one that creates it.
      if (!wallet) await addDevice(db, user.id, deviceId)
      const shares = wallet ? await releasableShares(user, deviceId) : undefined
      const session = await createSession(db, { projectId: project.id, userId: user.id, deviceId })
      return {
        session: session.token,
        expiresAt: session.expiresAt.toISOString(),
        user: await userView(user),
        ...(shares ? { shares } : {}),
        pendingDeviceApproval: wallet !== undefined && shares === undefined,
      }
    },

    /** The bearer's session and user, or 401. */
    async caller(projectId: string, token: string | undefined): Promise<Caller> {
      const session = token ? await findSession(db, projectId, token) : undefined
      const user = session ? await findUserById(db, session.userId) : undefined
      if (!token || !session || !user) throw new HttpError(401, MESSAGES.session)
      return { token, session, user }
    },

    async session(caller: Caller) {
      const shares = await releasableShares(caller.user, caller.session.deviceId)
      return {
        user: await userView(caller.user),
        expiresAt: caller.session.expiresAt.toISOString(),
        ...(shares ? { shares } : {}),
      }
    },

    async signOut(token: string) {
      await deleteSession(db, token)
    },

    async deviceStatus(caller: Caller): Promise<{ approved: boolean; shares?: Shares }> {
      const shares = await releasableShares(caller.user, caller.session.deviceId)
      return shares ? { approved: true, shares } : { approved: false }
    },

    /** Before the code: whether the link was opened, and nothing else. */
    async deviceApproved(projectId: string, email: string, deviceId: string) {
      return { approved: await isDeviceApproved(db, { projectId, email, deviceId }) }
    },

    /** What the link's page shows: whether its button can still approve. Uses nothing. */
    checkApproval: (token: string) => checkApproval(db, token),

    /** The page's button: approves the browser, once. */
    approveDevice: (token: string) => approve(db, token),

    async saveWallet(caller: Caller, wallet: { address: string; authShare: string; recoveryShare: string }) {
      const userId = caller.user.id
      const stored = await insertWallet(db, userId, {
        address: wallet.address,
        authShare: await encryptShare(keys.authShare, wallet.authShare, userId, 'auth'),
        recoveryShare: await encryptShare(keys.recoveryShare, wallet.recoveryShare, userId, 'recovery'),
      })
      if (!stored) throw new HttpError(409, MESSAGES.walletExists)
      await addDevice(db, userId, caller.session.deviceId)
      return { user: await userView(caller.user) }
    },

    async startEmailUpdate(project: Project, caller: Caller, newEmail: string) {
      const to = loginEmail(caller.user)
      if (newEmail === to) throw new HttpError(400, MESSAGES.sameEmail)
      if (await findUserByEmail(db, project.id, newEmail)) throw new HttpError(409, MESSAGES.emailTaken)
      const issued = await issueCode(
        db,
        keys.code,
        {
          projectId: project.id,
          email: to,
          purpose: 'update_primary',
          userId: caller.user.id,
          newEmail,
        },
        codeCooldownSeconds,
      )
      await sendCode(
        issued.id,
        updateEmailMail({ to, code: issued.code, appName: project.name, step: 'primary', newEmail }),
      )
      return { action: 'VERIFY_PRIMARY_OTP' as const }
    },

    async verifyPrimary(project: Project, caller: Caller, otp: string) {
      const checked = await checkCode(db, keys.code, {
        projectId: project.id,
        email: loginEmail(caller.user),
        purpose: 'update_primary',
        userId: caller.user.id,
        code: otp,
      })
      const newEmail = checked.newEmail
      if (!newEmail) throw new HttpError(400, MESSAGES.noUpdate)
      const issued = await issueCode(
        db,
        keys.code,
        {
          projectId: project.id,
          email: newEmail,
          purpose: 'update_secondary',
          userId: caller.user.id,
          newEmail,
        },
        codeCooldownSeconds,
      )
      await sendCode(
        issued.id,
        updateEmailMail({
          to: newEmail,
          code: issued.code,
          appName: project.name,
          step: 'secondary',
          newEmail,
        }),
      )
      return { action: 'VERIFY_SECONDARY_OTP' as const }
    },

    async verifySecondary(project: Project, caller: Caller, otp: string) {
      const [pending] = await db.query<{ email: string }>(
        `select email from embedded_codes where project_id = $1 and user_id = $2 and purpose = 'update_secondary'
         and consumed_at is null order by created_at desc limit 1`,
        [project.id, caller.user.id],
      )
      if (!pending) throw new HttpError(400, MESSAGES.noUpdate)
      await checkCode(db, keys.code, {
        projectId: project.id,
        email: pending.email,
        purpose: 'update_secondary',
        userId: caller.user.id,
        code: otp,
      })
      if (!(await changeEmail(db, caller.user.id, pending.email)))
        throw new HttpError(409, MESSAGES.emailTaken)
      return {
        newEmail: pending.email,
        user: await userView({ ...caller.user, email: pending.email }),
      }
    },
  }
}
