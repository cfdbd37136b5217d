import type { AirlockContext } from '../context.ts'
import { AUTH_CONNECTOR_INFO } from '../embedded/connector.ts'
import { isUserRejection } from '../errors.ts'
import { connectExternal } from './connect.ts'
import { AuthInitializationError } from './errors.ts'

/**
 * Connects the embedded wallet's connector once its frame has signed the visitor in. A failure there is not the
 * visitor's doing and not a wallet they chose: it is AuthInitializationError ('A problem occurred while trying
 * initialize authentication'), the connector's error kept as its cause. A refusal stays a refusal.
 */
export async function connectAuthConnector(ctx: AirlockContext): Promise<void> {
  try {
    await connectExternal(ctx, AUTH_CONNECTOR_INFO)
  } catch (error) {
    if (isUserRejection(error)) throw error
    throw new AuthInitializationError({ cause: error })
  }
}
