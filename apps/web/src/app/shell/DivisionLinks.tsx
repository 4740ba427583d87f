import { Link, useLocation } from 'react-router'
import { paths } from '../../paths'
import styles from './DivisionLinks.module.css'
import { DIVISION_LINKS } from './menu'
import menu from './SideMenu.module.css'

/** The division titles under Create (spec §2): each opens the builder on that division. */
export function DivisionLinks({ onNavigate }: { onNavigate: () => void }) {
  const { pathname, search } = useLocation()
  const current =
    pathname === paths.create ? (new URLSearchParams(search).get('division') ?? '1') : null
  return (
    <ul className={styles.links} aria-label="Divisions">
      {DIVISION_LINKS.map((link) => (
        <li key={link.n}>
          <Link
            to={link.to}
            className={`${menu.item} ${styles.link}`}
            aria-current={current === String(link.n) ? 'true' : undefined}
            onClick={onNavigate}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
