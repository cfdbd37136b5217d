import { z } from 'zod'
import { deviceIdSchema } from '../auth/schemas.ts'
import { originSchema } from '../social/schemas.ts'

export const channelBodySchema = z.object({ deviceId: deviceIdSchema, origin: originSchema })

export const statusBodySchema = z.object({
  channelToken: z
    .string({ required_error: 'channelToken is required' })
    .regex(/^[\w-]{8,200}$/, 'Invalid channelToken'),
  deviceId: deviceIdSchema,
})
