import { z } from 'zod'

/**
 * Event names as SCREAMING_SNAKE_CASE (INITIALIZE, SEND_SUCCESS, INTERNAL_SDK_ERROR…): a pattern rather than
 * a closed list, so a newer kit's events are kept rather than refused by an older cloud.
 */
const EVENT_NAME = /^[A-Z][A-Z0-9_]{0,63}$/

/**
 * POST /e: eventId, url, domain, timestamp and props (the event and the
 * address). Sizes are bounded so one caller cannot fill the table with a few large rows.
 */
export const analyticsEventSchema = z
  .object({
    eventId: z.string().min(1).max(100),
    url: z.string().max(2_048),
    domain: z.string().max(255),
    timestamp: z.number().int().nonnegative(),
    props: z
      .object({
        type: z.literal('track'),
        event: z.string().regex(EVENT_NAME, 'An event name is SCREAMING_SNAKE_CASE, e.g. SEND_SUCCESS'),
        address: z.string().max(128).optional(),
        properties: z.record(z.unknown()).optional(),
      })
      .strict(),
  })
  .strict()

/** A few kilobytes is plenty for one event's properties. */
export const ANALYTICS_BODY_LIMIT = 16 * 1024
