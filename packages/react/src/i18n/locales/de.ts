import { defineLocale } from '../define.ts'
import account from './de/account.ts'
import amountField from './de/amountField.ts'
import button from './de/button.ts'
import connect from './de/connect.ts'
import core from './de/core.ts'
import embedded from './de/embedded.ts'
import embeddedLogin from './de/embeddedLogin.ts'
import names from './de/names.ts'
import networks from './de/networks.ts'
import onramp from './de/onramp.ts'
import onrampGate from './de/onrampGate.ts'
import pay from './de/pay.ts'
import payGate from './de/payGate.ts'
import receive from './de/receive.ts'
import sell from './de/sell.ts'
import sellGate from './de/sellGate.ts'
import send from './de/send.ts'
import shell from './de/shell.ts'
import siwx from './de/siwx.ts'
import siwxGate from './de/siwxGate.ts'
import smartAccount from './de/smartAccount.ts'
import smartAccountType from './de/smartAccountType.ts'
import swap from './de/swap.ts'
import swapGate from './de/swapGate.ts'

export default defineLocale('de', {
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
