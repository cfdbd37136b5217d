import { defineLocale } from '../define.ts'
import account from './fr/account.ts'
import amountField from './fr/amountField.ts'
import button from './fr/button.ts'
import connect from './fr/connect.ts'
import core from './fr/core.ts'
import embedded from './fr/embedded.ts'
import embeddedLogin from './fr/embeddedLogin.ts'
import names from './fr/names.ts'
import networks from './fr/networks.ts'
import onramp from './fr/onramp.ts'
import onrampGate from './fr/onrampGate.ts'
import pay from './fr/pay.ts'
import payGate from './fr/payGate.ts'
import receive from './fr/receive.ts'
import sell from './fr/sell.ts'
import sellGate from './fr/sellGate.ts'
import send from './fr/send.ts'
import shell from './fr/shell.ts'
import siwx from './fr/siwx.ts'
import siwxGate from './fr/siwxGate.ts'
import smartAccount from './fr/smartAccount.ts'
import smartAccountType from './fr/smartAccountType.ts'
import swap from './fr/swap.ts'
import swapGate from './fr/swapGate.ts'

export default defineLocale('fr', {
  account,
  amountField,
  button,
  connect,
  core,
  embedded,
  embeddedLogin,
  names,
  networks,
  onramp,
  onrampGate,
  pay,
  payGate,
  receive,
  sell,
  sellGate,
  send,
  shell,
  siwx,
  siwxGate,
  smartAccount,
  smartAccountType,
  swap,
  swapGate,
})
