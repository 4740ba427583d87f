import { Link } from 'react-router'
import { paths } from '../../paths'
import { Notice } from '../../ui/Notice'

/** The catch-all page for unknown paths. */
export function Component() {
  return (
    <Notice>
      <h1>404: Page not found</h1>
      <p>This sector is not on the map.</p>
      <Link to={paths.buildings}>Back to your buildings</Link>
    </Notice>
  )
}
