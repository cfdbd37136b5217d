import { defineLocale } from '../define.ts'
import account from './ko/account.ts'
import amountField from './ko/amountField.ts'
import button from './ko/button.ts'
import connect from './ko/connect.ts'
import core from './ko/core.ts'
import embedded from './ko/embedded.ts'
import embeddedLogin from './ko/embeddedLogin.ts'
import names from './ko/names.ts'
import networks from './ko/networks.ts'
import onramp from './ko/onramp.ts'
import onrampGate from './ko/onrampGate.ts'
import pay from './ko/pay.ts'
import payGate from './ko/payGate.ts'
import receive from './ko/receive.ts'
import sell from './ko/sell.ts'
import sellGate from './ko/sellGate.ts'
import send from './ko/send.ts'
import shell from './ko/shell.ts'
import siwx from './ko/siwx.ts'
import siwxGate from './ko/siwxGate.ts'
import smartAccount from './ko/smartAccount.ts'
import smartAccountType from './ko/smartAccountType.ts'
import swap from './ko/swap.ts'
import swapGate from './ko/swapGate.ts'

export default defineLocale('ko', {
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
