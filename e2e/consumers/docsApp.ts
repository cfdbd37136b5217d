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
import { join } from 'node:path'
import { promisify } from 'node:util'
import {
  installCommands,
  pagesDir,
  readPage,
  section,
  typescriptBlocks,
} from '../../apps/docs/src/codeBlocks.ts'
import { packDir, repoRoot } from '../../scripts/pack/packages.ts'
import { consumerEnv, tarballs } from './install.ts'
import { startRegistryMirror } from './registryMirror.ts'

const run = promisify(execFile)

/**
 * A brand-new Vite + React app made from the docs alone: `npm create vite` with the react-ts template, then
 * the install commands of the getting-started and wagmi pages exactly as written, with the clone's tarballs
 * where the docs say they are (`../airlock/.pack/`, beside the app). Every TypeScript block of the pages a
 * developer starts from goes into `src/docs/`, to be type-checked under the template's own strict settings.
 */
export const docsRoot = join(tmpdir(), 'airlock-docs-app')
export const docsApp = join(docsRoot, 'my-app')

/** The pages whose install commands run, in order (the second adds to the first's app). */
export const installPages = ['getting-started.md', 'wagmi.md']

/** The pages whose TypeScript blocks the fresh app type-checks. */
export const checkedPages = [
  'getting-started.md',
  'wagmi.md',
  ...readdirSync(join(repoRoot, 'apps/docs/pages/hooks'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `hooks/${name}`),
]

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
}

/** Every TypeScript block of the checked pages, and the README's "Using the kit" snippet. */
export function docsBlocks(): DocsBlock[] {
  const blocks = checkedPages.flatMap((page) =>
    typescriptBlocks(readPage(page), pagesDir).map((block) => ({
      where: `apps/docs/pages/${page}:${block.line}`,
      file: `src/docs/${page.replace(/\.md$/, '').replace('/', '-')}-${block.line}.${block.lang}`,
      code: block.code,
    })),
  )
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')
  const usage = typescriptBlocks(section(readme, 'Using the kit'), repoRoot)[0]
  if (usage) blocks.push({ where: 'README.md, Using the kit', file: 'src/docs/readme.tsx', code: usage.code })
  return blocks
}

/** The docs' install commands, in the order a reader meets them. */
export const docsInstallCommands = () =>
  installPages.flatMap((page) => installCommands(readPage(page), pagesDir))

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
  for (const block of blocks) writeFileSync(join(docsApp, block.file), `${block.code}\n`)
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
