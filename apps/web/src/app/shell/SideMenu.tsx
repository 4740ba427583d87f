import { Link, NavLink } from 'react-router'
import { useSession } from '../../chain/session'
import { paths } from '../../paths'
import { AvatarPicture } from '../../widgets/AvatarPicture'
import { DivisionLinks } from './DivisionLinks'
import { MENU } from './menu'
import styles from './SideMenu.module.css'

export function SideMenu({
  id,
  open,
  onNavigate,
  avatarHash,
}: {
  id: string
  open: boolean
  onNavigate: () => void
  /** The selected avatar's IPFS hash; empty for the default placeholder. */
  avatarHash: string
}) {
  const { account, status, requestLogin, logout } = useSession()
  return (
    <nav id={id} className={styles.menu} data-open={open || undefined} aria-label="Main menu">
      <div className={styles.profile}>
        <Link to={paths.avatars} className={styles.avatar} onClick={onNavigate}>
          <AvatarPicture
            hash={avatarHash}
            alt="Your avatar"
            size={72}
            className={styles.avatarImage}
          />
        </Link>
        {account === null && status === 'restoring' ? (
          <span className={styles.reconnecting} role="status">
            Reconnecting…
          </span>
        ) : account === null ? (
          <button type="button" className={styles.login} onClick={requestLogin}>
            Log In
          </button>
        ) : (
          <>
            <span className={styles.account} data-testid="account-name">
              {account}
            </span>
            <button type="button" className={styles.logout} onClick={logout}>
              Log out
            </button>
          </>
        )}
      </div>
      {MENU.map((group) => (
        <section key={group.title} className={styles.group} aria-label={group.title}>
          {group.items.length > 1 || group.items[0]?.label !== group.title ? (
            <h2 className={styles.groupTitle}>{group.title}</h2>
          ) : null}
          <ul className={styles.items}>
            {group.items.map((item) => (
              <li key={item.label}>
                {item.to === null ? (
                  <span className={styles.item} aria-disabled="true" title="Coming soon">
                    {item.label}
                  </span>
                ) : (
                  <NavLink to={item.to} end className={styles.item} onClick={onNavigate}>
                    {item.label}
                  </NavLink>
                )}
                {item.to === paths.create && <DivisionLinks onNavigate={onNavigate} />}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  )
}
