import type { PaymentWebhookEvent } from '@airlock/protocol/cloud-api'
import type { Queryable } from '../../db/types.ts'
import { newEventId } from '../ids.ts'
import { type IntentRow, presentIntent } from '../store.ts'

/**
 * Queues the event of an intent's change (paid or expired) for the project's webhook, in the transaction
 * that records the change, so a change is never recorded without its event. Nothing is queued for a project
 * with no webhook; an event already queued for the intent is not queued twice. The body is fixed now: every
 * retry sends the same bytes, with the same event id.
 */
export async function queueEvent(tx: Queryable, row: IntentRow, type: PaymentWebhookEvent['type']) {
  const event: PaymentWebhookEvent = {
    id: newEventId(),
    type,
    createdAt: new Date().toISOString(),
    data: presentIntent(row),
  }
  await tx.query(
    `insert into payment_webhook_deliveries (id, project_id, intent_id, type, body, status)
     select $1, $2, $3, $4, $5, 'pending'
      where exists (select 1 from payment_webhooks where project_id = $2)
     on conflict (intent_id, type) do nothing`,
    [event.id, row.project_id, row.id, type, JSON.stringify(event)],
  )
}
