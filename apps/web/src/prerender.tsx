/**
 * The first paint, made at build time: the shell and each public route's frame rendered to HTML
 * (build/prerender.ts writes one file per page, served before the script has loaded). Rendered as
 * while a stored session is restored, when nothing is known of the visitor: no balances (the
 * header's `…`), the side menu's account line held but not shown (its stylesheet hides it in the
 * frame: a newcomer then sees Log In take its place, a returning player Reconnecting), and under
 * the page's heading what the screen draws before its first read (`/`: the welcome for a newcomer
 * and Reconnecting for a returning player, the page's loader telling them apart before the first
 * paint; the Hall of Fame: its intro, the boards waiting for the indexer's answer; the commander
 * page: its head's places and its intro). The client then renders into `#root` over it (main.tsx). Built for Node by Vite's SSR build, never part of the client bundle.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { Route, Routes, StaticRouter } from 'react-router'
import { documentTitle } from './app/documentTitle'
import { Reconnecting } from './app/ScreenRoute'
import { Shell } from './app/Shell'
import { SCREENS } from './app/screens'
import { Welcome } from './app/Welcome'
import { SessionContext, type SessionState } from './chain/session'
import hofStyles from './features/hof/Hof.module.css'
import { HofIntro } from './features/hof/Intro'
import { PlayerFrame } from './features/player/Frame'
import { paths } from './paths'
import { ConnectGate } from './ui/ConnectGate'
import { PageTitle } from './ui/PageTitle'

/** One HTML file of the build: the location it is rendered at and what its `<main>` holds. */
export type Page = {
  /** Where the file goes in the build (`hof.html`; `index.html` is `/`'s). */
  file: string
  /** The location rendered (the side menu marks its link). */
  location: string
  /** The document's title; the app's name for the shell alone. */
  title: string
  /** The screen (feature folder) whose chunk and styles the page starts with its head. */
  feature?: string
  /** The frame is drawn with the screen's own stylesheets (they then hold the first paint). */
  frameStyles?: boolean
  /**
   * A module drawn in the frame for newcomers (its source path's end): its stylesheets hold the
   * first paint and its chunk is preloaded for a visitor without a stored session.
   */
  newcomerModule?: string
  main: ReactNode
}

const screen = (id: string) => {
  const found = SCREENS.find((candidate) => candidate.id === id)
  if (found === undefined) throw new Error(`no screen ${id}`)
  return found
}

const refuse = () => {
  throw new Error('the first paint has no session')
}

/** A screen's page whose frame is its heading: what it draws before its first read. */
function titled(id: string, file: string, feature?: string): Page {
  const { path, name, title } = screen(id)
  return {
    file,
    location: path,
    title: documentTitle(name, 0),
    feature,
    main: title === null ? null : <PageTitle>{title}</PageTitle>,
  }
}

/**
 * An account screen's page: its heading, then what a newcomer is shown (`newcomer`) and what a
 * returning player is shown while their session is restored, each drawn only for its visitor
 * (`data-visitor`, theme.css).
 */
function accountPage(id: string, file: string, newcomer: ReactNode): Page {
  const page = titled(id, file)
  return {
    ...page,
    main: (
      <>
        {page.main}
        <div data-visitor="newcomer">{newcomer}</div>
        <div data-visitor="returning">
          <Reconnecting />
        </div>
      </>
    ),
  }
}

/**
 * The public routes' pages, the commander page's template (one file for every account: its
 * frame names nobody) and the shell alone, served for every other route (its screen is not
 * known to the file, so nothing is said under the header).
 */
export const PAGES: readonly Page[] = [
  {
    ...accountPage('buildings', 'index.html', <Welcome onLogin={refuse} />),
    newcomerModule: 'app/Welcome.tsx',
  },
  {
    ...titled('hof', 'hof.html', 'hof'),
    frameStyles: true,
    main: (
      <>
        {titled('hof', 'hof.html').main}
        <div className={hofStyles.hof}>
          <HofIntro />
        </div>
      </>
    ),
  },
  accountPage('fight', 'fight.html', <ConnectGate onLogin={refuse} />),
  accountPage('activity', 'activity.html', <ConnectGate onLogin={refuse} />),
  {
    file: 'player/_account.html',
    location: paths.player.replace(':account', '_'),
    title: documentTitle(screen('player').name, 0),
    feature: 'player',
    frameStyles: true,
    main: <PlayerFrame />,
  },
  { file: 'shell.html', location: '/_', title: 'DOV Warfare', main: null },
]

/** A session being restored: nothing is known yet. */
const NOBODY: SessionState = {
  status: 'restoring',
  account: null,
  walletReady: false,
  loginOpen: false,
  requestLogin: refuse,
  closeLogin: refuse,
  login: refuse,
  logout: refuse,
  sendTransaction: refuse,
}

/** The markup of `#root` for a page. */
export function render(page: Page): string {
  // A client of its own per page: nothing is fetched while rendering to a string.
  const queryClient = new QueryClient()
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={NOBODY}>
        <StaticRouter location={page.location}>
          <Routes>
            <Route element={<Shell />}>
              <Route path="*" element={page.main} />
            </Route>
          </Routes>
        </StaticRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  )
}
