import { type Airlock, readKitLog } from '@airlock/core'

/**
 * The kit's log reader, in a module of its own so the demo can load it on call: importing it beside the page's
 * code would put the log's code on the page load. (A dynamic import of `@airlock/core` itself would do the same
 * job but makes the whole package a lazy entry, and the bundler then splits the page's core into many chunks.)
 */
export function readDemoKitLog(airlock: Airlock): readonly string[] {
  return readKitLog(airlock)
}
