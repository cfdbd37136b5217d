import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchChromium } from '@airlock/testing'
import type { Browser } from 'playwright-core'
import { buildKits, KITS, type Kit } from './kits/build.ts'
import { median } from './protocol/util.ts'

/**
 * `npm run bench`: Airlock against RainbowKit, ConnectKit and Reown AppKit, and a React + viem + wagmi baseline, in
 * one run, against the budgets listed in apps/docs/pages/benchmarks.md. The apps live in bench/kits (a workspace of
 * its own, installed here on first use, never by the README commands); each is built by bench/kits/build.ts, served
 * from 127.0.0.1 and opened in headless Chromium with every request off loopback refused. Sizes are gzip bytes;
 * times are medians of fresh browser contexts, measured inside the page on the performance.now() clock.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7)
/** BENCH_KITS=airlock,connectkit measures only those (and always the baseline and Airlock, the anchors of the ratios). */
const SELECTED: readonly Kit[] = process.env.BENCH_KITS
  ? KITS.filter((kit) => ['baseline', 'airlock', ...(process.env.BENCH_KITS ?? '').split(',')].includes(kit))
  : KITS
const LABEL = 'Connect Wallet'
/** What counts as the modal's content, per kit (the baseline has no modal). */
const MODAL_SELECTORS: Record<Kit, string | undefined> = {
  baseline: undefined,
  airlock: '[role=dialog]',
  rainbowkit: '[role=dialog]',
  connectkit: '[role=dialog]',
  appkit: 'wui-card, [role=dialog]',
}
/** The modal is settled once nothing in it has changed for this long. */
const QUIET_MS = 500

const kitsDir = join(import.meta.dirname, 'kits')

function ensureInstalled() {
  if (existsSync(join(kitsDir, 'node_modules'))) return
  console.log('Installing the bench apps (bench/kits) once…')
  const result = spawnSync('npm', ['install', '--prefix', kitsDir, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('npm install in bench/kits failed')
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
}

/** A static server for one built app on 127.0.0.1; unknown paths get index.html (single-page apps). */
async function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    const file = join(dir, path === '/' ? 'index.html' : path)
    const body = await readFile(file).catch(() => readFile(join(dir, 'index.html')))
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }
}

interface Run {
  buttonMs: number
  fetchedJs: string[]
  firstContentMs?: number
  contentFrames?: number
  settledMs?: number
}

/**
 * Installed before any page script: watches every frame for the connect button, then (once armed) for the modal,
 * searching shadow roots too. All times are performance.now() values, the navigation being 0.
 */
function pageProbe({ label, modal, quietMs }: { label: string; modal: string | undefined; quietMs: number }) {
  type Probe = {
    button?: number
    click?: number
    first?: number
    /** Frames begun after the click up to and including the one that paints the content: 1 is the next frame. */
    frames?: number
    settled?: number
    armed: boolean
  }
  const probe: Probe = { armed: false }
  ;(window as unknown as { __probe: Probe }).__probe = probe
  const all = (root: Document | ShadowRoot, selector: string): Element[] => {
    const found = [...root.querySelectorAll(selector)]
    for (const el of root.querySelectorAll('*'))
      if (el.shadowRoot) found.push(...all(el.shadowRoot, selector))
    return found
  }
  const visible = (el: Element) => {
    const rect = el.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) return false
    for (
      let node: Element | null = el;
      node;
      node = node.parentElement ?? (node.getRootNode() as ShadowRoot).host ?? null
    ) {
      const style = getComputedStyle(node)
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
        return false
    }
    return true
  }
  /** Some text inside `root` (shadow roots included: AppKit nests them) is laid out at non-zero opacity. */
  const hasVisibleText = (root: Node): boolean => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.textContent?.trim() && node.parentElement && visible(node.parentElement)) return true
      } else if ((node as Element).shadowRoot && hasVisibleText((node as Element).shadowRoot as ShadowRoot))
        return true
    }
    return false
  }
  const findButton = () =>
    all(document, 'button, [role=button], appkit-button, w3m-button').find(
      (el) => (el.textContent ?? '').includes(label) || (el.shadowRoot?.textContent ?? '').includes(label),
    )
  let seen = false
  let signature = ''
  let changedAt = 0
  addEventListener(
    'click',
    (event) => {
      if (probe.armed && probe.click === undefined) {
        probe.click = event.timeStamp
        clickedAtFrame = frame
      }
    },
    true,
  )
  let frame = 0
  let clickedAtFrame = 0
  const tick = (now: number) => {
    frame++
    if (probe.button === undefined) {
      const button = findButton()
      if (button && visible(button)) probe.button = now
    }
    if (probe.click !== undefined && modal && probe.settled === undefined) {
      // Content, not just a frame: the modal and some text inside it both laid out at non-zero opacity.
      const shown = all(document, modal).filter((el) => visible(el) && hasVisibleText(el))
      if (shown.length > 0 && !seen) {
        // This frame paints the content. rAF runs before its style, layout and paint, and its timestamp is the
        // frame's start (which can precede the click handler's end); a message posted now is handled after the
        // frame's main-thread work, so that is when the content was painted.
        seen = true
        probe.frames = frame - clickedAtFrame
        const channel = new MessageChannel()
        channel.port1.onmessage = () => {
          probe.first = performance.now()
        }
        channel.port2.postMessage(0)
      }
      if (seen) {
        const next = shown
          .map((el) => {
            const rect = el.getBoundingClientRect()
            return `${Math.round(rect.width)}x${Math.round(rect.height)}:${el.querySelectorAll('*').length}:${(el.textContent ?? '').length}:${getComputedStyle(el).opacity}`
          })
          .join('|')
        if (next !== signature) {
          signature = next
          changedAt = now
        }
        const animating = document
          .getAnimations()
          .some(
            (a) =>
              a.playState === 'running' &&
              a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
          )
        // Settled is never before the content was painted (text fading in by script changes no signature).
        if (!animating && now - changedAt >= quietMs && probe.first !== undefined)
          probe.settled = Math.max(changedAt, probe.first)
      }
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}

async function measure(browser: Browser, kit: Kit, url: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 820 } })
  try {
    // Nothing leaves 127.0.0.1: the anchors' calls to their clouds fail as they would offline.
    await context.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    )
    await context.routeWebSocket(/./, (ws) => {
      if (new URL(ws.url()).hostname === '127.0.0.1') ws.connectToServer()
      else ws.close()
    })
    const page = await context.newPage()
    const fetched: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js'))
        fetched.push(new URL(request.url()).pathname)
    })
    // As source text: tsx compiles this file with esbuild's keepNames, whose __name helper the page lacks.
    const args = JSON.stringify({ label: LABEL, modal: MODAL_SELECTORS[kit], quietMs: QUIET_MS })
    await page.addInitScript({ content: `var __name = (f) => f;\n(${pageProbe.toString()})(${args})` })
    await page.goto(url)
    await page.waitForFunction(
      () => (window as never as { __probe: { button?: number } }).__probe.button !== undefined,
      undefined,
      {
        timeout: 30_000,
      },
    )
    // What the kit loads at start-up without a click (idle-time prefetches included).
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    const fetchedJs = [...new Set(fetched)]
    const buttonMs = await page.evaluate(
      () => (window as never as { __probe: { button: number } }).__probe.button,
    )
    if (!MODAL_SELECTORS[kit]) return { buttonMs, fetchedJs }
    await page.evaluate(() => {
      ;(window as never as { __probe: { armed: boolean } }).__probe.armed = true
    })
    await page.getByText(LABEL, { exact: false }).first().click()
    const probe = await page
      .waitForFunction(
        () => {
          const p = (
            window as never as {
              __probe: { click?: number; first?: number; frames?: number; settled?: number }
            }
          ).__probe
          return p.settled !== undefined ? p : undefined
        },
        undefined,
        { timeout: 30_000 },
      )
      .then(
        (handle) =>
          handle.jsonValue() as Promise<{ click: number; first: number; frames: number; settled: number }>,
      )
      .catch(async (error: unknown) => {
        const state = await page.evaluate(() =>
          JSON.stringify((window as never as { __probe: unknown }).__probe),
        )
        throw new Error(`${kit}: the modal did not settle (probe ${state})`, { cause: error })
      })
    return {
      buttonMs,
      fetchedJs,
      firstContentMs: probe.first - probe.click,
      contentFrames: probe.frames,
      settledMs: probe.settled - probe.click,
    }
  } finally {
    await context.close()
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(1)} ms`)
const frames = (value: number | undefined) =>
  value === undefined ? 'n/a' : `${value} frame${value === 1 ? '' : 's'}`
const ratio = (value: number | undefined, anchor: number | undefined) =>
  value === undefined || anchor === undefined || anchor === 0 ? 'n/a' : `${(value / anchor).toFixed(2)}x`

async function main() {
  ensureInstalled()
  const sizes = await buildKits(SELECTED)
  const browser = await launchChromium()
  const rows: Record<Kit, Record<string, number | undefined>> = {} as never
  try {
    for (const kit of SELECTED) {
      const dir = join(kitsDir, 'dist', kit)
      const { url, server } = await serve(dir)
      try {
        await measure(browser, kit, url) // warm-up: Chromium's own caches, not the page's (fresh contexts)
        const runs: Run[] = []
        for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, kit, url))
        const fetchedGzip = await Promise.all(
          runs[0]!.fetchedJs.map(
            async (path) => gzipSync(await readFile(join(dir, path)), { level: 9 }).length,
          ),
        )
        const size = sizes[kit]!
        rows[kit] = {
          entryGzip: size.entryGzip,
          fetchedGzip: fetchedGzip.reduce((a, b) => a + b, 0),
          allJsGzip: size.allJsGzip,
          buttonMs: median(runs.map((r) => r.buttonMs)),
          firstContentMs:
            runs[0]!.firstContentMs === undefined ? undefined : median(runs.map((r) => r.firstContentMs!)),
          contentFrames:
            runs[0]!.contentFrames === undefined ? undefined : Math.max(...runs.map((r) => r.contentFrames!)),
          settledMs: runs[0]!.settledMs === undefined ? undefined : median(runs.map((r) => r.settledMs!)),
        }
        console.log(`${kit}: measured (${RUNS} runs)`)
      } finally {
        server.close()
      }
    }
  } finally {
    await browser.close()
  }

  const columns = [
    ['entryGzip', 'page-load JS (entry + static imports)', kB],
    ['fetchedGzip', 'JS fetched before a click', kB],
    ['allJsGzip', 'all JS emitted', kB],
    ['buttonMs', 'navigation → button visible', ms],
    ['firstContentMs', 'click → modal content painted', ms],
    ['contentFrames', 'frames from the click to the content (worst run)', frames],
    ['settledMs', 'click → modal settled', ms],
  ] as const
  console.log(
    `\nKits side by side (gzip; medians of ${RUNS} fresh contexts; headless Chromium on 127.0.0.1)\n`,
  )
  console.log(`| what | ${SELECTED.join(' | ')} |`)
  console.log(`|---|${SELECTED.map(() => '---').join('|')}|`)
  for (const [key, title, format] of columns) {
    console.log(`| ${title} | ${SELECTED.map((kit) => format(rows[kit][key] as number)).join(' | ')} |`)
  }
  for (const anchor of ['airlock', 'baseline'] as const) {
    console.log(`\nRatio to ${anchor === 'airlock' ? 'Airlock' : 'the baseline'}\n`)
    console.log(`| what | ${SELECTED.join(' | ')} |`)
    console.log(`|---|${SELECTED.map(() => '---').join('|')}|`)
    for (const [key, title] of columns) {
      if (anchor === 'baseline' && ((key.endsWith('Ms') && key !== 'buttonMs') || key === 'contentFrames'))
        continue
      console.log(
        `| ${title} | ${SELECTED.map((kit) => ratio(rows[kit][key], rows[anchor][key])).join(' | ')} |`,
      )
    }
  }
  const over = (kit: Kit) => rows[kit].entryGzip! - rows.baseline.entryGzip!
  console.log('\nAdded to the baseline page load:')
  for (const kit of SELECTED.slice(1)) console.log(`  ${kit}: +${kB(over(kit))}`)
  const budgetPageLoad = over('airlock') <= 15_000
  const rainbowkitAll = rows.rainbowkit?.allJsGzip
  // The Connect view must paint <= 1 frame after the click, i.e. in the first frame begun after it, in every run:
  // a click that shows nothing for a frame or more reads as a missed click.
  const budgetClick = (rows.airlock.contentFrames ?? Number.POSITIVE_INFINITY) <= 1
  console.log('\nBudgets (apps/docs/pages/benchmarks.md):')
  console.log(`  page load <= baseline + 15 kB: +${kB(over('airlock'))} ${budgetPageLoad ? 'PASS' : 'FAIL'}`)
  if (rainbowkitAll !== undefined)
    console.log(
      `  all JS <= 1/3 of RainbowKit's: ${kB(rows.airlock.allJsGzip!)} vs ${kB(rainbowkitAll / 3)} ${rows.airlock.allJsGzip! <= rainbowkitAll / 3 ? 'PASS' : 'FAIL'}`,
    )
  console.log(
    `  click -> Connect view in the first frame after the click, every run: ${frames(rows.airlock.contentFrames)} (${ms(rows.airlock.firstContentMs)} from the input event, pipeline included) ${budgetClick ? 'PASS' : 'FAIL'}`,
  )
}

await main()
