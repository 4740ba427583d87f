import { createBrowserRouter, type RouteObject } from 'react-router'
import { loadChunk } from '../chunks'
import { paths } from '../paths'
import { RouteError } from './RouteError'
import { Shell } from './Shell'

/** Every screen is its own lazily loaded chunk; a failed chunk is caught by RouteError. */
const screens: RouteObject[] = [
  {
    path: paths.buildings,
    lazy: () => loadChunk('buildings', () => import('../features/buildings/route')),
  },
  {
    path: paths.exchange,
    lazy: () => loadChunk('exchange', () => import('../features/exchange/route')),
  },
  {
    path: paths.avatars,
    lazy: () => loadChunk('avatars', () => import('../features/avatars/route')),
  },
  { path: paths.craft, lazy: () => loadChunk('craft', () => import('../features/craft/route')) },
  { path: paths.tools, lazy: () => loadChunk('tools', () => import('../features/tools/route')) },
  { path: paths.fight, lazy: () => loadChunk('fight', () => import('../features/fight/route')) },
  { path: paths.create, lazy: () => loadChunk('create', () => import('../features/create/route')) },
  { path: paths.hof, lazy: () => loadChunk('hof', () => import('../features/hof/route')) },
  { path: '*', lazy: () => loadChunk('not-found', () => import('../features/not-found/route')) },
]

export function createRouter() {
  return createBrowserRouter([
    {
      element: <Shell />,
      children: [{ errorElement: <RouteError />, children: screens }],
    },
  ])
}
