/**
 * The facts the kit and the embedded wallet's frame share (@airlock/protocol/embedded): types only, so the
 * frame's bundle and the kit's gain no code by importing them.
 */

export type { EmbeddedUser } from './embedded/user.ts'
