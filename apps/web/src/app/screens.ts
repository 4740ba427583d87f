/**
 * Every screen of spec section 2: its path, its chunk, its title and whether it needs an account.
 * The app's only knowledge of the screens: each one's code is a lazily loaded chunk (named after
 * its feature folder), and its first reads (`reads`, a chunk of its own a few hundred bytes long)
 * start together with that chunk rather than after it (see ScreenRoute).
 */
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { type AppPath, paths } from '../paths'

/** What a feature's `route.tsx` exports; account screens receive the logged-in account. */
export type ScreenModule = { Component: ComponentType<{ account: string }> }

/**
 * What a feature's `reads.ts` exports: starts the screen's first reads, for the logged-in
 * `account` (account screens, only once there is one) or for whoever is there (public screens:
 * `account` is null when logged out).
 */
export type ScreenReads = {
  /** May return the reads' promise: the entry waits for a public screen's before its first render. */
  prefetch: (queryClient: QueryClient, account: string | null) => unknown
}

export type Screen = {
  /** The chunk id (`Loading chunk {id} failed`) and feature folder. */
  id: string
  path: AppPath | '*'
  /** The screen's name in the document title (`Buildings · DOV Warfare`). */
  name: string
  /** The page heading (h1); null when the screen renders its own. */
  title: string | null
  /** Spec section 6: "Every data view needs an account." Public screens say false. */
  account: boolean
  load: () => Promise<ScreenModule>
  reads?: () => Promise<ScreenReads>
}

export const SCREENS: readonly Screen[] = [
  {
    id: 'buildings',
    name: 'Buildings',
    path: paths.buildings,
    title: 'Buildings',
    account: true,
    load: () => import('../features/buildings/route'),
    reads: () => import('../features/buildings/reads'),
  },
  {
    id: 'exchange',
    name: 'Exchange',
    path: paths.exchange,
    title: 'Exchange',
    account: true,
    load: () => import('../features/exchange/route'),
    reads: () => import('../features/exchange/reads'),
  },
  {
    id: 'avatars',
    name: 'Avatar',
    path: paths.avatars,
    title: 'SELECT YOUR AVATAR ICON',
    account: true,
    load: () => import('../features/avatars/route'),
    reads: () => import('../features/avatars/reads'),
  },
  {
    id: 'craft',
    name: 'Craft',
    path: paths.craft,
    title: 'Craft',
    account: true,
    load: () => import('../features/craft/route'),
    reads: () => import('../features/craft/reads'),
  },
  {
    id: 'tools',
    name: 'Tools',
    path: paths.tools,
    title: 'Tools',
    account: true,
    load: () => import('../features/tools/route'),
    reads: () => import('../features/tools/reads'),
  },
  {
    id: 'fight',
    name: 'Fight',
    path: paths.fight,
    title: 'Fight',
    account: true,
    load: () => import('../features/fight/route'),
    reads: () => import('../features/fight/reads'),
  },
  {
    id: 'create',
    name: 'Create division',
    path: paths.create,
    title: 'Create division',
    account: true,
    load: () => import('../features/create/route'),
    reads: () => import('../features/create/reads'),
  },
  {
    id: 'hof',
    name: 'Hall of Fame',
    path: paths.hof,
    title: 'Hall of Fame',
    account: false,
    load: () => import('../features/hof/route'),
    reads: () => import('../features/hof/reads'),
  },
  {
    id: 'economy',
    name: 'Economy',
    path: paths.economy,
    title: 'Economy',
    account: true,
    load: () => import('../features/economy/route'),
    reads: () => import('../features/economy/reads'),
  },
  {
    id: 'inventory',
    name: 'My assets',
    path: paths.inventory,
    title: 'My assets',
    account: true,
    load: () => import('../features/inventory/route'),
    reads: () => import('../features/inventory/reads'),
  },
  {
    id: 'activity',
    name: 'Activity',
    path: paths.activity,
    title: 'Activity',
    account: true,
    load: () => import('../features/activity/route'),
    reads: () => import('../features/activity/reads'),
  },
  {
    id: 'player',
    name: 'Commander',
    path: paths.player,
    // The page's heading is the commander's name (the screen renders it).
    title: null,
    account: false,
    load: () => import('../features/player/route'),
    reads: () => import('../features/player/reads'),
  },
  {
    id: 'not-found',
    name: 'Page not found',
    path: '*',
    title: null,
    account: false,
    load: () => import('../features/not-found/route'),
  },
]
