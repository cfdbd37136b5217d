import { ProtocolError } from '../errors.ts'

/**
 * Runs a namespace check so that it never throws anything but ProtocolError: namespaces come from peers
 * and may be proxies or objects with throwing getters, and a validator must answer with an error (the
 * thrown ProtocolError, or MISSING_OR_INVALID "<context> namespaces" for anything else) instead of crashing
 * the client that reads them.
 */
export function guard(context: string, check: () => ProtocolError | null): ProtocolError | null {
  try {
    return check()
  } catch (error) {
    if (error instanceof ProtocolError) return error
    return ProtocolError.internal('MISSING_OR_INVALID', `${context} namespaces`, { cause: error })
  }
}
