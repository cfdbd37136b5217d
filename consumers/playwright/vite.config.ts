import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin, type PreviewServer, type ViteDevServer } from 'vite'

/**
 * The deployment's settings, read by the page when it loads instead of baked into the build: `vite` and
 * `vite preview` answer /airlock-env.js (which the page loads before its modules) from the server's
 * environment, AIRLOCK_TEST_RPC_URL (the node the test wallet uses too) and AIRLOCK_CLOUD_URL. One build
 * serves any node and cloud.
 */
function runtimeEnv(mode: string): Plugin {
  const env = loadEnv(mode, '.', ['AIRLOCK_'])
  const script = `window.__AIRLOCK_ENV__ = ${JSON.stringify({
    rpcUrl: env.AIRLOCK_TEST_RPC_URL,
    cloudUrl: env.AIRLOCK_CLOUD_URL,
  })}\n`
  const serve = (server: PreviewServer | ViteDevServer) =>
    void server.middlewares.use('/airlock-env.js', (_request, response) => {
      response.setHeader('Content-Type', 'text/javascript; charset=utf-8')
      response.setHeader('Cache-Control', 'no-store')
      response.end(script)
    })
  return { name: 'airlock-runtime-env', configureServer: serve, configurePreviewServer: serve }
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), runtimeEnv(mode)],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
}))
