import { describe, expect, it } from 'vitest'
import { UnsupportedBitcoinAddressError } from './errors.ts'
import { verifyBitcoinMessage } from './verify.ts'

// BIP-322's own vectors (key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k).
const P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const P2WPKH_TESTNET = 'tb1q9vza2e8x573nczrlzms0wvx3gsqjx7vaxwd45v'
const EMPTY_SIG =
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const HELLO_SIG =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const HELLO_SIG_ALT =
  'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy'
// The same key as a single-key taproot address; the vector of Bitcoin Core's BIP-322 tests (SIGHASH_ALL).
const P2TR = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const P2TR_TESTNET = 'tb1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5s3g3s37'
const P2TR_SIG =
  'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='
// Legacy BIP-137 vectors: bitcoinjs-message's README (p2pkh), and a 'Hello World' signature by key
// 02f7fb07…cafc with a p2pkh header that wallets also send for that key's segwit addresses.
const LEGACY_P2PKH = '1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV'
const LEGACY_P2PKH_SIG =
  'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk='
const LEGACY_HELLO_SIG =
  'IAtVrymJqo43BCt9f7Dhl6ET4Gg3SmhyvdlW6wn9iWc9PweD7tNM5+qw7xE9/bzlw/Et789AQ2F59YKEnSzQudo='

const verify = (address: string, message: string, signature: string) =>
  verifyBitcoinMessage({ address, message, signature })

describe('verifyBitcoinMessage', () => {
  it("accepts BIP-322's p2wpkh vectors, on mainnet and testnet", () => {
    expect(verify(P2WPKH, '', EMPTY_SIG)).toBe(true)
    expect(
      verify(
        P2WPKH,
        '',
        'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
      ),
    ).toBe(true)
    expect(verify(P2WPKH, 'Hello World', HELLO_SIG)).toBe(true)
    expect(verify(P2WPKH, 'Hello World', HELLO_SIG_ALT)).toBe(true)
    expect(verify(P2WPKH_TESTNET, 'Hello World', HELLO_SIG)).toBe(true)
  })

  it('accepts the p2tr key-path vector', () => {
    expect(verify(P2TR, 'Hello World', P2TR_SIG)).toBe(true)
    expect(verify(P2TR_TESTNET, 'Hello World', P2TR_SIG)).toBe(true)
  })

  it('accepts legacy BIP-137 signatures for p2pkh, p2sh-p2wpkh and p2wpkh', () => {
    expect(verify(LEGACY_P2PKH, 'This is an example of a signed message.', LEGACY_P2PKH_SIG)).toBe(true)
    expect(verify('1QDZfWJTVXqHFmJFRkyrnidvHyPyG5bynY', 'Hello World', LEGACY_HELLO_SIG)).toBe(true)
    expect(verify('36mTiayp1ZCcMr8t8KDdnVGSiz7Pd1cNie', 'Hello World', LEGACY_HELLO_SIG)).toBe(true)
    expect(verify('bc1ql64jd2pewssuuehu6g7kh6ud54amq5n8t95eeq', 'Hello World', LEGACY_HELLO_SIG)).toBe(true)
    expect(verify('tb1ql64jd2pewssuuehu6g7kh6ud54amq5n8pr02zn', 'Hello World', LEGACY_HELLO_SIG)).toBe(true)
  })

  it('refuses a wrong message', () => {
    expect(verify(P2WPKH, '', HELLO_SIG)).toBe(false)
    expect(verify(P2WPKH, 'Hello World', EMPTY_SIG)).toBe(false)
    expect(verify(P2TR, 'Hello World - This should fail', P2TR_SIG)).toBe(false)
    expect(verify(LEGACY_P2PKH, '', LEGACY_P2PKH_SIG)).toBe(false)
  })

  it('refuses a wrong address, and a signature of another type than the address', () => {
    expect(verify('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'Hello World', HELLO_SIG)).toBe(false)
    expect(
      verify('bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', 'Hello World', P2TR_SIG),
    ).toBe(false)
    expect(
      verify(
        '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
        'This is an example of a signed message.',
        LEGACY_P2PKH_SIG,
      ),
    ).toBe(false)
    expect(verify(P2WPKH, 'Hello World', LEGACY_HELLO_SIG)).toBe(false)
    expect(verify(P2TR, 'Hello World', HELLO_SIG)).toBe(false)
    expect(verify(P2WPKH, 'Hello World', P2TR_SIG)).toBe(false)
    // BIP-137 has no taproot form, even for the key's own taproot address.
    expect(
      verify(
        'bc1p5tm5kzqpflhxkkzhl7x4f0nnfygp38hxz4erdq4ffhpqgmgket9s34fgdd',
        'Hello World',
        LEGACY_HELLO_SIG,
      ),
    ).toBe(false)
  })

  it('refuses an address of another network than the one given', () => {
    const network = 'testnet'
    expect(
      verifyBitcoinMessage({ address: P2WPKH, message: 'Hello World', signature: HELLO_SIG, network }),
    ).toBe(false)
    expect(
      verifyBitcoinMessage({
        address: P2WPKH_TESTNET,
        message: 'Hello World',
        signature: HELLO_SIG,
        network,
      }),
    ).toBe(true)
  })

  it('answers false, without throwing, for garbage', () => {
    expect(verify(P2WPKH, 'Hello World', '')).toBe(false)
    expect(verify(P2WPKH, 'Hello World', 'not base64 at all!')).toBe(false)
    expect(verify(P2WPKH, 'Hello World', 'AAAA')).toBe(false)
    expect(verify(P2WPKH, 'Hello World', HELLO_SIG.slice(0, 40))).toBe(false)
    expect(verify(P2WPKH, 'Hello World', `${HELLO_SIG.slice(0, -8)}AAAAAAA=`)).toBe(false)
    expect(verify(P2TR, 'Hello World', btoa(String.fromCharCode(1, 64, ...new Array(64).fill(0))))).toBe(
      false,
    )
    expect(verify(LEGACY_P2PKH, 'x', btoa(String.fromCharCode(31, ...new Array(64).fill(0xff))))).toBe(false)
    expect(verify('bc1qnotanaddress', 'Hello World', HELLO_SIG)).toBe(false)
    expect(verify('', 'Hello World', HELLO_SIG)).toBe(false)
    expect(
      verifyBitcoinMessage({ address: P2WPKH, message: 7 as unknown as string, signature: HELLO_SIG }),
    ).toBe(false)
    expect(
      verifyBitcoinMessage({ address: P2WPKH, message: 'Hello World', signature: null as unknown as string }),
    ).toBe(false)
  })

  it('throws UnsupportedBitcoinAddressError for a p2wsh address', () => {
    const p2wsh = 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'
    expect(() => verify(p2wsh, 'Hello World', HELLO_SIG)).toThrow(UnsupportedBitcoinAddressError)
    expect(() => verify(p2wsh, 'Hello World', 'garbage')).toThrow(
      expect.objectContaining({
        name: 'UnsupportedBitcoinAddressError',
        addressType: 'p2wsh',
        address: p2wsh,
      }),
    )
  })
})
