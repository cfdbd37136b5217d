import { execFile } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { promisify } from 'node:util'
import {
  installCommands,
  pageNames,
  pagesDir,
  readPage,
  section,
  typescriptBlocks,
} from '../../apps/docs/src/codeBlocks.ts'
import { NO_CHECK_MARK } from '../../apps/docs/src/pageChecks.ts'
import { packDir, repoRoot } from '../../scripts/pack/packages.ts'
import { consumerEnv, tarballs } from './install.ts'
import { startRegistryMirror } from './registryMirror.ts'

const run = promisify(execFile)

/**
 * A brand-new Vite + React app made from the docs alone: `npm create vite` with the react-ts template, then
 * the install commands of every page that has one exactly as written, with the clone's tarballs
 * where the docs say they are (`../airlock/.pack/`, beside the app). Every TypeScript block of every page goes
 * into `src/docs/`, to be type-checked under the template's own strict settings.
 */
export const docsRoot = join(tmpdir(), 'airlock-docs-app')
export const docsApp = join(docsRoot, 'my-app')

/**
 * The pages whose install commands run: getting started first (it makes the app), then every other page with an
 * `npm install` of its own, each adding to the app the ones before it made.
 */
export const installPages = [
  'getting-started.md',
  ...pageNames().filter(
    (page) => page !== 'getting-started.md' && installCommands(readPage(page), pagesDir).length > 0,
  ),
]

/**
 * What a page's code presumes the app already has, without a command of its own on the page: installed after
 * the pages' commands, the same offline way.
 */
export const presumedInstalls = [
  {
    page: 'ssr-nextjs.md',
    command: 'npm install next',
    why: 'the page starts from a Next.js App Router app (create-next-app), which has next',
  },
]

/**
 * The included files whose blocks the fresh app does not type-check, each with why: the test names them. Every
 * other TypeScript block of every page is checked.
 */
const CLOUD_SIDE =
  'the cloud runs from a clone of the repository (`npm start`): @airlock/cloud is a workspace package, never published; the repository type-checks it'
const SERVER_SIDE =
  "a shop's server code on Node (node:crypto, process): a Vite app has no Node types; the repository type-checks the file and the cloud's tests run it"
export const notCheckedInApp: Record<string, string> = {
  '../src/examples/cloud-chains.ts': CLOUD_SIDE,
  '../src/examples/cloud-onramp.ts': CLOUD_SIDE,
  '../src/examples/payments-create.ts': SERVER_SIDE,
  '../../../services/cloud/src/payments/webhookVerify.snippet.ts': SERVER_SIDE,
}

/** An inline block's `<!-- no-check: why -->` mark on the line before its fence: the why, else undefined. */
function noCheckReason(pageLines: readonly string[], fenceLine: number): string | undefined {
  const previous = pageLines[fenceLine - 2]?.trim() ?? ''
  if (!NO_CHECK_MARK.test(previous)) return undefined
  return previous.replace(/^<!--\s*no-check:\s*/, '').replace(/\s*-->$/, '')
}

/** The pages with a TypeScript block. */
export const checkedPages = pageNames().filter(
  (page) => typescriptBlocks(readPage(page), pagesDir).length > 0,
)

/** The files of `npm create vite@latest my-app -- --template react-ts`, as far as a type-check and a page need. */
const template: Record<string, string> = {
  'package.json': JSON.stringify(
    {
      name: 'my-app',
      private: true,
      version: '0.0.0',
      type: 'module',
      scripts: { dev: 'vite', build: 'tsc -b && vite build', preview: 'vite preview' },
      dependencies: { react: '^19.2.0', 'react-dom': '^19.2.0' },
      devDependencies: {
        '@types/react': '^19.2.0',
        '@types/react-dom': '^19.2.0',
        '@vitejs/plugin-react': '^6.3.0',
        typescript: '~5.9.3',
        vite: '^8.3.0',
      },
    },
    null,
    2,
  ),
  // The template's tsconfig.app.json: what its `tsc -b` checks src/ with.
  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        useDefineForClassFields: true,
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        types: ['vite/client'],
        skipLibCheck: true,
        moduleResolution: 'bundler',
        allowImportingTsExtensions: true,
        verbatimModuleSyntax: true,
        moduleDetection: 'force',
        noEmit: true,
        jsx: 'react-jsx',
        strict: true,
        noUnusedLocals: true,
        noUnusedParameters: true,
        erasableSyntaxOnly: true,
        noFallthroughCasesInSwitch: true,
        noUncheckedSideEffectImports: true,
      },
      include: ['src'],
    },
    null,
    2,
  ),
  'vite.config.ts': [
    "import react from '@vitejs/plugin-react'",
    "import { defineConfig } from 'vite'",
    '',
    'export default defineConfig({ plugins: [react()] })',
    '',
  ].join('\n'),
  'index.html': [
    '<!doctype html>',
    '<html lang="en">',
    '  <head><meta charset="UTF-8" /><title>my-app</title></head>',
    '  <body>',
    '    <div id="root"></div>',
    '    <script type="module" src="/src/main.tsx"></script>',
    '  </body>',
    '</html>',
    '',
  ].join('\n'),
}

export interface DocsBlock {
  /** Where a reader finds it: `page.md:line`. */
  where: string
  /** The file it is written to, relative to the app. */
  file: string
  code: string
  /** Why the app does not type-check it, for a block of `notCheckedInApp`. */
  notChecked?: string
}

/** The file a block says it is, in a comment of its own (`// app/providers.tsx: …`), as a reader saves it. */
const NAMED_FILE = /^\/\/ ((?:[\w.-]+\/)*[\w.-]+\.(?:tsx?|jsx?)):/m

/**
 * Every TypeScript block of every page, and the README's "Using the kit" snippet. A page's blocks go into a
 * folder of its own, each where its comment says the reader puts it (`app/providers.tsx`), else under the
 * included example's file name: an example importing its neighbour (`./providers`) then finds it only where a
 * reader who followed the page has it.
 */
export function docsBlocks(): DocsBlock[] {
  const blocks = checkedPages.flatMap((page) => {
    const folder = `src/docs/${page.replace(/\.md$/, '').replaceAll('/', '-')}`
    const pageLines = readPage(page).split('\n')
    return typescriptBlocks(readPage(page), pagesDir).map((block) => {
      const notChecked = block.include ? notCheckedInApp[block.include] : noCheckReason(pageLines, block.line)
      return {
        where: `apps/docs/pages/${page}:${block.line}`,
        file: `${folder}/${
          NAMED_FILE.exec(block.code)?.[1] ??
          (block.include ? basename(block.include) : `block-${block.line}.${block.lang}`)
        }`,
        code: block.code,
        ...(notChecked ? { notChecked } : {}),
      }
    })
  })
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')
  const usage = typescriptBlocks(section(readme, 'Using the kit'), repoRoot)[0]
  if (usage) blocks.push({ where: 'README.md, Using the kit', file: 'src/docs/readme.tsx', code: usage.code })
  return blocks
}

/** The docs' install commands, in the order a reader meets them, then what a page presumes the app has. */
export const docsInstallCommands = () => [
  ...installPages.flatMap((page) => installCommands(readPage(page), pagesDir)),
  ...presumedInstalls.map((presumed) => presumed.command),
]

/** Which tarballs and commands an install used: the same ones again keep the installed app. */
function stamp(): string {
  const tgz = readdirSync(packDir).filter((file) => file.endsWith('.tgz'))
  return JSON.stringify({
    tarballs: tgz.sort().map((file) => [file, statSync(join(packDir, file)).mtimeMs]),
    commands: docsInstallCommands(),
    template,
  })
}

/** Runs one shell command of the docs in the app, through the registry mirror; throws with npm's words. */
async function runCommand(command: string, env: Record<string, string>): Promise<void> {
  try {
    await run('sh', ['-c', command], { cwd: docsApp, env: consumerEnv(env), maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`\`${command}\` failed in a fresh app:\n${stdout}\n${stderr}`)
  }
}

/**
 * The fresh app, installed: the template's own `npm install`, then each docs command as written. Kept as it is
 * when the tarballs and the commands have not changed since.
 */
export async function installDocsApp(): Promise<string> {
  await tarballs()
  const stampFile = join(docsApp, '.airlock-install')
  const current = stamp()
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current) return docsApp
  rmSync(docsRoot, { recursive: true, force: true })
  mkdirSync(join(docsRoot, 'airlock'), { recursive: true })
  // The clone beside the app, as the getting-started page lays it out, with only what `npm run pack` made.
  cpSync(packDir, join(docsRoot, 'airlock', '.pack'), {
    recursive: true,
    filter: (source) => !source.includes(`${packDir}/stage`),
  })
  mkdirSync(join(docsApp, 'src'), { recursive: true })
  for (const [file, text] of Object.entries(template)) writeFileSync(join(docsApp, file), text)
  const mirror = await startRegistryMirror()
  try {
    await runCommand('npm install', mirror.npmEnv())
    for (const command of docsInstallCommands()) await runCommand(command, mirror.npmEnv())
  } finally {
    await mirror.close()
  }
  writeFileSync(stampFile, current)
  return docsApp
}

/** A tsc error, placed in the docs: `where` is the page and line of the block it is in. */
export interface BlockError {
  where: string
  message: string
}

/**
 * Writes every docs block into the app (replacing the previous ones) and type-checks the app under the
 * template's tsconfig; returns each error with the page it comes from.
 */
export async function typecheckDocsBlocks(blocks: DocsBlock[]): Promise<BlockError[]> {
  rmSync(join(docsApp, 'src', 'docs'), { recursive: true, force: true })
  mkdirSync(join(docsApp, 'src', 'docs'), { recursive: true })
  for (const block of blocks) {
    if (block.notChecked) continue
    mkdirSync(dirname(join(docsApp, block.file)), { recursive: true })
    writeFileSync(join(docsApp, block.file), `${block.code}\n`)
  }
  try {
    await run(join(docsApp, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', 'tsconfig.json'], {
      cwd: docsApp,
      env: consumerEnv(),
      maxBuffer: 16 * 1024 * 1024,
    })
    return []
  } catch (error) {
    const output = (error as { stdout?: string }).stdout ?? String(error)
    return output
      .split('\n')
      .filter((line) => /error TS\d+/.test(line))
      .map((line) => {
        const [, file = '', row = '', message = line] = /^(\S+?)\((\d+),\d+\): (.*)$/.exec(line) ?? []
        const block = blocks.find((each) => each.file === file)
        return { where: block ? `${block.where} (line ${row} of the block)` : file, message }
      })
  }
}
