import { defineLocale } from '../define.ts'
import account from './ar/account.ts'
import amountField from './ar/amountField.ts'
import button from './ar/button.ts'
import connect from './ar/connect.ts'
import core from './ar/core.ts'
import embedded from './ar/embedded.ts'
import embeddedLogin from './ar/embeddedLogin.ts'
import names from './ar/names.ts'
import networks from './ar/networks.ts'
import onramp from './ar/onramp.ts'
import onrampGate from './ar/onrampGate.ts'
import pay from './ar/pay.ts'
import payGate from './ar/payGate.ts'
import receive from './ar/receive.ts'
import sell from './ar/sell.ts'
import sellGate from './ar/sellGate.ts'
import send from './ar/send.ts'
import shell from './ar/shell.ts'
import siwx from './ar/siwx.ts'
import siwxGate from './ar/siwxGate.ts'
import smartAccount from './ar/smartAccount.ts'
import smartAccountType from './ar/smartAccountType.ts'
import swap from './ar/swap.ts'
import swapGate from './ar/swapGate.ts'

export default defineLocale('ar', {
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
