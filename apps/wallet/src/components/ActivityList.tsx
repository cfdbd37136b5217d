import type { Activity } from '../store/walletState.ts'
import { shortAddress } from './common.tsx'

/** What the user approved, rejected or saw fail, newest first (kept across reloads). */
export function ActivityList({ activity }: { activity: Activity[] }) {
  return (
    <section className="card" aria-labelledby="activity-title">
      <div className="card-title">
        <h2 id="activity-title">Activity</h2>
      </div>
      {activity.length === 0 ? (
        <div className="empty small">
          <span>Signatures and transactions you approve appear here.</span>
        </div>
      ) : (
        <ul className="activity-list" data-testid="activity">
          {activity.map((item) => (
            <ActivityRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  )
}

const ACTIVITY_ICONS: Record<Activity['kind'], string> = {
  signed: '✎',
  sent: '↗',
  rejected: '✕',
  failed: '!',
  connected: '⇄',
  disconnected: '−',
}

function ActivityRow({ item }: { item: Activity }) {
  return (
    <li className={`activity activity-${item.kind}`}>
      <span className="activity-icon" aria-hidden="true">
        {ACTIVITY_ICONS[item.kind]}
      </span>
      <div className="activity-main">
        <strong>{item.title}</strong>
        <span className="muted">
          {[
            item.dapp,
            item.hash ? shortAddress(item.hash) : undefined,
            new Date(item.at).toLocaleTimeString(),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
        {item.detail && <span className="activity-detail">{item.detail}</span>}
      </div>
    </li>
  )
}
