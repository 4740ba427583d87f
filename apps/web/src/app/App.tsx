import { BrowserRouter, Route, Routes } from 'react-router'
import { ScreenRoute } from './ScreenRoute'
import { Shell } from './Shell'
import { SCREENS } from './screens'

/**
 * The routes: the shell around every screen. React Router's declarative mode (`<BrowserRouter>`)
 * rather than its data mode: the app loads its data with TanStack Query, not route loaders, and
 * declarative mode is ~17 kB gzip smaller on the first route (docs/performance.md). The shell
 * renders at once; each screen's chunk loads inside it (ScreenRoute).
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Shell />}>
          {SCREENS.map((screen) => (
            <Route key={screen.id} path={screen.path} element={<ScreenRoute screen={screen} />} />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  )
}
