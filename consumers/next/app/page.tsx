import { Account } from './account'

export default function Page() {
  return (
    <main>
      <h1>Airlock in a Next.js app</h1>
      <Account />
    </main>
  )
}
