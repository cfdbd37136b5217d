import { buildFrame } from '../packages/embedded-wallet/src/frame/build.ts'

/**
 * Builds the embedded wallet's frame for the cloud's secure site to serve (npm start, the e2e setup): a
 * production build like the shipped one, whatever NODE_ENV the caller runs with (Vitest's is test), and
 * NODE_ENV as it was afterwards: vite's build leaves it set, and a dev server or a cloud started later in the
 * same process must not inherit it.
 */
export async function buildServedFrame(outDir?: string): Promise<string> {
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    return await buildFrame(outDir)
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}
