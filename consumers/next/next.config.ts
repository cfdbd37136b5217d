import type { NextConfig } from 'next'

const config: NextConfig = {
  // The page is built on this machine only; nothing reaches out (no image optimiser, no telemetry).
  images: { unoptimized: true },
  poweredByHeader: false,
}

export default config
