import { z } from 'zod'

/** Connect and update-email take a valid email only; kept lower case. */
export const emailSchema = z
  .string({ required_error: 'email is required' })
  .trim()
  .max(254, 'email is too long')
  .email('Invalid email address')
  .transform((email) => email.toLowerCase())

/** The one-time code is a string (never a number: leading zeros count); ours are 6 digits. */
export const otpSchema = z
  .string({ required_error: 'otp is required', invalid_type_error: 'otp must be a string' })
  .regex(/^\d{6}$/, 'The code is 6 digits')

/** The frame's id for its browser: random, kept in its origin's storage. */
export const deviceIdSchema = z
  .string({ required_error: 'deviceId is required' })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'deviceId is 16 to 128 letters, digits, - or _')

export const emailStartSchema = z.object({ email: emailSchema, deviceId: deviceIdSchema })
export const emailVerifySchema = z.object({ email: emailSchema, otp: otpSchema, deviceId: deviceIdSchema })
export const emailUpdateSchema = z.object({ email: emailSchema })
export const otpBodySchema = z.object({ otp: otpSchema })

/** Opaque to the cloud (the frame's encoding of a Shamir share); bounded so a body cannot fill the table. */
const shareSchema = z
  .string({ required_error: 'share is required' })
  .min(1, 'share is empty')
  .max(4096, 'share is longer than 4096 characters')

export const walletSchema = z.object({
  address: z
    .string({ required_error: 'address is required' })
    .regex(/^0x[0-9a-fA-F]{40}$/, 'address must be 0x and 40 hex digits')
    .transform((address) => address.toLowerCase()),
  authShare: shareSchema,
  recoveryShare: shareSchema,
})

export const deviceStatusQuerySchema = z.object({
  email: emailSchema.optional(),
  deviceId: deviceIdSchema.optional(),
})

/** The approval link's token: in its query (the link) and in its page's form (the button). */
export const approveTokenSchema = z.object({ token: z.string().max(200).optional() })
