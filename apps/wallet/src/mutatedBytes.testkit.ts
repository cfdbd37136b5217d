import fc from 'fast-check'

/**
 * Fuzz input close to something valid: `valid` with one to four bytes set, cut at or inserted, so decoders are
 * driven past their first length check into the parts that read what follows.
 *
 * @example
 * fc.property(mutatedBytes(validPsbt()), (bytes) => decodeOrRefuse(bytes))
 */
export function mutatedBytes(valid: Uint8Array): fc.Arbitrary<Uint8Array> {
  return fc
    .array(
      fc.record({
        at: fc.nat(),
        byte: fc.integer({ min: 0, max: 255 }),
        action: fc.constantFrom('set', 'cut', 'insert'),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .map((edits) => {
      let bytes = Array.from(valid)
      for (const { at, byte, action } of edits) {
        const index = at % (bytes.length + 1)
        if (action === 'set') bytes[index] = byte
        else if (action === 'cut') bytes = bytes.slice(0, index)
        else bytes.splice(index, 0, byte)
      }
      return Uint8Array.from(bytes)
    })
}
