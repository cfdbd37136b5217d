/**
 * How long the embedded wallet's frame may take to load and say it is ready. The kit hands it to the frame
 * client, and a wallet request made while a restored login waits for its frame waits at most this long too.
 */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
