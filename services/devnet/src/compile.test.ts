import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CompileError, compileContracts } from '../scripts/compile.ts'

describe('compileContracts', () => {
  const work = mkdtempSync(join(tmpdir(), 'airlock-compile-'))
  afterAll(() => rmSync(work, { recursive: true, force: true }))

  it('writes typed ABIs and bytecode, then skips while nothing changes', async () => {
    const contractsDir = join(work, 'ok')
    const generatedDir = join(work, 'ok-out')
    mkdirSync(contractsDir)
    writeFileSync(
      join(contractsDir, 'Counter.sol'),
      'pragma solidity ^0.8.26;\ninterface ICounter { function count() external view returns (uint256); }\n' +
        'contract Counter is ICounter { uint256 public count; function bump() external { count++; } }\n',
    )

    expect(await compileContracts({ contractsDir, generatedDir })).toMatchObject({ compiled: true })
    const text = readFileSync(join(generatedDir, 'contracts.ts'), 'utf8')
    expect(text).toContain('export const CounterAbi = [')
    expect(text).toMatch(/export const CounterBytecode = '0x[0-9a-f]+' as const/)
    // An interface has an ABI but nothing to deploy.
    expect(text).toContain('export const ICounterAbi = [')
    expect(text).not.toContain('ICounterBytecode')
    expect(text).toContain('Counter: { abi: CounterAbi, bytecode: CounterBytecode }')

    expect(await compileContracts({ contractsDir, generatedDir })).toMatchObject({ compiled: false })
    expect(await compileContracts({ contractsDir, generatedDir, force: true })).toMatchObject({
      compiled: true,
    })
  })

  it('fails with solc’s own messages on an error', async () => {
    const contractsDir = join(work, 'broken')
    mkdirSync(contractsDir)
    writeFileSync(
      join(contractsDir, 'Broken.sol'),
      'pragma solidity ^0.8.26;\ncontract Broken { uint256 x = ; }\n',
    )
    const result = compileContracts({ contractsDir, generatedDir: join(work, 'broken-out') })
    await expect(result).rejects.toThrow(CompileError)
    await expect(result).rejects.toThrow(/ParserError[\s\S]*Broken\.sol:2/)
  })
})
