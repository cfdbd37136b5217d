/**
 * What the bank account checks say, declared once: the cloud answers them to a bad order and the kit shows them
 * beside the field. The React package's catalogues translate each by its English, so a changed text here must
 * change its catalogue key too (a test there compares the two).
 */
export const BankMessages = {
  ENTER_HOLDER_NAME: 'Enter the account holder’s name',
  HOLDER_NAME_TOO_LONG: (max: number | string) => `An account holder’s name has at most ${max} characters`,
  HOLDER_NAME_CONTROL: 'An account holder’s name has no control characters',
  UNKNOWN_TYPE: "A bank account's type is 'iban' or 'us'",
  ENTER_ACCOUNT_NUMBER: 'Enter the account number',
  ACCOUNT_NUMBER_DIGITS: 'An account number has only digits',
  ACCOUNT_NUMBER_LENGTH: (length: number | string) =>
    `An account number has 4 to 17 digits; this one has ${length}`,
  ENTER_IBAN: 'Enter the IBAN',
  IBAN_CHARACTERS: 'An IBAN has only letters and digits',
  IBAN_COUNTRY_CODE: 'An IBAN starts with its two-letter country code, such as DE',
  IBAN_UNKNOWN_COUNTRY: (country: string) => `${country} is not a country that uses IBANs`,
  IBAN_CHECK_DIGITS_MISSING: 'An IBAN has two check digits after its country code',
  IBAN_LENGTH: (country: string, expected: number | string, actual: number | string) =>
    `A ${country} IBAN has ${expected} characters; this one has ${actual}`,
  IBAN_CHECKSUM: 'The IBAN’s check digits do not match: check it for a typo',
  ENTER_ROUTING_NUMBER: 'Enter the routing number',
  ROUTING_NUMBER_DIGITS: 'A routing number has only digits',
  ROUTING_NUMBER_LENGTH: (length: number | string) => `A routing number has 9 digits; this one has ${length}`,
  ROUTING_NUMBER_CHECKSUM: 'The routing number’s check digit does not match: check it for a typo',
} as const
