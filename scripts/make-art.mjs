#!/usr/bin/env node
// Draws the spec's image assets (section 2) as SVG from the CC BY 3.0 game-icons set:
// zone groups 1/5/9/13/17, the five objectives, the unavailable-slot tile, the default avatar,
// the favicon and the commanders' medals; and copies the three wallets' logos out of their WharfKit plugins. Output:
// apps/web/public/art/*.svg (committed; rerun after changing this file).
// It also draws the NFTs' pictures, one per unit, building and tool template of the catalog (a
// drawing of its own each) and one per avatar, which the devchain's IPFS mock serves for the
// catalog's templates and avatars: packages/devchain/src/worlds/art/*.svg (committed too). They
// carry no name: the cards print it.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const icons = JSON.parse(
  readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8'),
)
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, 'apps', 'web', 'public', 'art')
mkdirSync(out, { recursive: true })
const nftOut = join(root, 'packages', 'devchain', 'src', 'worlds', 'art')
mkdirSync(nftOut, { recursive: true })

function icon(name) {
  const found = icons.icons[name]
  if (!found) throw new Error(`game-icons has no icon "${name}"`)
  return found.body
}

/** A 320x200 tile: gradient sky/ground, a big silhouette icon and a smaller one. */
function scene({ name, top, bottom, main, side, label }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img" aria-label="${label}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="320" height="200" fill="url(#g)"/>
<g fill="#000" opacity="0.18"><circle cx="260" cy="40" r="60"/></g>
<g transform="translate(100 30) scale(0.27)" fill="#d4a93c" color="#d4a93c">${icon(main)}</g>
<g transform="translate(22 110) scale(0.15)" fill="#e6e3d3" color="#e6e3d3" opacity="0.8">${icon(side)}</g>
<rect x="0" y="170" width="320" height="30" fill="#0a0c08" opacity="0.55"/>
<text x="300" y="191" text-anchor="end" font-family="Impact, sans-serif" font-size="18" fill="#e6e3d3" letter-spacing="2">${name}</text>
</svg>
`
}

const tiles = {
  'zone-1': {
    name: 'ZONES 1-4',
    top: '#5b6b3a',
    bottom: '#2b3320',
    main: 'forest',
    side: 'tank',
    label: 'Forest front, zones 1 to 4',
  },
  'zone-5': {
    name: 'ZONES 5-8',
    top: '#a08650',
    bottom: '#4a3b21',
    main: 'desert',
    side: 'jeep',
    label: 'Desert front, zones 5 to 8',
  },
  'zone-9': {
    name: 'ZONES 9-12',
    top: '#5e6f7a',
    bottom: '#232b30',
    main: 'mountains',
    side: 'helicopter',
    label: 'Mountain front, zones 9 to 12',
  },
  'zone-13': {
    name: 'ZONES 13-16',
    top: '#6a5a6e',
    bottom: '#2a2230',
    main: 'modern-city',
    side: 'tank',
    label: 'Urban front, zones 13 to 16',
  },
  'zone-17': {
    name: 'ZONES 17-20',
    top: '#3b5a6b',
    bottom: '#162630',
    main: 'river',
    side: 'battleship',
    label: 'River front, zones 17 to 20',
  },
  bunker: {
    name: 'BUNKER',
    top: '#4d5a3d',
    bottom: '#1b2017',
    main: 'bunker',
    side: 'barbed-wire',
    label: 'Objective: bunker',
  },
  camp: {
    name: 'CAMP',
    top: '#6b5a3a',
    bottom: '#2b2417',
    main: 'camping-tent',
    side: 'campfire',
    label: 'Objective: camp',
  },
  radar: {
    name: 'RADAR',
    top: '#3d4d5a',
    bottom: '#171d22',
    main: 'radar-dish',
    side: 'radar-sweep',
    label: 'Objective: radar',
  },
  hq: {
    name: 'HQ',
    top: '#5a3d3d',
    bottom: '#221717',
    main: 'military-fort',
    side: 'flag-objective',
    label: 'Objective: headquarters',
  },
  bridge: {
    name: 'BRIDGE',
    top: '#3d5a55',
    bottom: '#172220',
    main: 'stone-bridge',
    side: 'truck',
    label: 'Objective: bridge',
  },
}

for (const [file, spec] of Object.entries(tiles))
  writeFileSync(join(out, `${file}.svg`), scene(spec))

/**
 * A square NFT picture: a radial backdrop in the line's colours, a faint ring and one big icon.
 * Each template and avatar has its own icon, and each line (unit line, utility, tool type) its own
 * backdrop, so two templates differ in shape and two lines in colour too; the rarity frame and the
 * name are the app's to draw, outside the art.
 * Ring and icon stay within the middle three quarters of the height, so a 4:3 crop (the building
 * tiles) cuts only backdrop.
 */
function cardArt({ label, main, inner, outer, ink }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" role="img" aria-label="${label}">
<defs><radialGradient id="g" cx="0.5" cy="0.42" r="0.72"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient></defs>
<rect width="256" height="256" fill="url(#g)"/>
<circle cx="128" cy="128" r="90" fill="none" stroke="${ink}" stroke-opacity="0.28" stroke-width="3"/>
<g transform="translate(52 52) scale(0.296875)" fill="${ink}" color="${ink}">${icon(main)}</g>
</svg>
`
}

/**
 * The catalog's templates (packages/devchain/src/worlds/game-catalog.ts), one drawing each: a line
 * keeps its backdrop and ink, so an officer reads as an officer at a glance, and each rank, fusion
 * or rarity of it has its own icon (the officers' insignia, the tanks' silhouettes, the depots'
 * crates and warehouse), in the catalog's order: index i is rank, fusion or rarity rank i + 1.
 * File `<kind>-<line>-<n>.svg` is the picture of catalog key `<line>-<n>`.
 */
const templateArt = {
  unit: {
    officer: {
      inner: '#5a5a2e',
      outer: '#1f2011',
      ink: '#e0b84a',
      // Lieutenant, Captain, Major, Colonel, General, Marshal.
      icons: ['rank-1', 'rank-2', 'rank-3', 'winged-emblem', 'stars-stack', 'star-formation'],
    },
    support: {
      inner: '#2f5a52',
      outer: '#10201d',
      ink: '#9fe0cf',
      // Medic, Mechanic, Radio Operator, Quartermaster, Field Surgeon, Chief of Staff.
      icons: [
        'medical-pack-alt',
        'monkey-wrench',
        'walkie-talkie',
        'ammo-box',
        'stethoscope',
        'treasure-map',
      ],
    },
    tactic: {
      inner: '#34425e',
      outer: '#121826',
      ink: '#b9c9ef',
      // Ambush, Flanking, Pincer, Blitz, Encirclement, Deep Battle.
      icons: [
        'high-grass',
        'split-arrows',
        'convergence-target',
        'power-lightning',
        'encirclement',
        'striking-arrows',
      ],
    },
    godmother: {
      inner: '#5e3448',
      outer: '#22111a',
      ink: '#f0b6cf',
      // Nurse, Matron, Patroness, Benefactress, Grand Dame, Queen Mother.
      icons: ['nurse-female', 'heart-plus', 'angel-wings', 'heart-wings', 'rose', 'crowned-heart'],
    },
    infantry: {
      inner: '#4b5a33',
      outer: '#1a2011',
      ink: '#d8e0b0',
      // Rifleman, Grenadier, Ranger, Commando, Guard, Elite Guard.
      icons: [
        'winchester-rifle',
        'stick-grenade',
        'spyglass',
        'trench-knife',
        'thompson-m1928',
        'machine-gun',
      ],
    },
    armor: {
      inner: '#5e4a2e',
      outer: '#221a0f',
      ink: '#e6c58c',
      // Jeep, Light Tank, Medium Tank, Heavy Tank, Super Heavy Tank, Land Cruiser.
      icons: ['jeep', 'apc', 'tank', 'battle-tank', 'great-war-tank', 'tank-tread'],
    },
  },
  building: {
    // Workshop, Infirmary, Depot, Refinery: Mk 1 to Mk 4.
    repair: {
      inner: '#4e4e52',
      outer: '#1a1a1c',
      ink: '#f0a24a',
      icons: ['toolbox', 'auto-repair', 'mechanic-garage', 'factory'],
    },
    health: {
      inner: '#5c2e2e',
      outer: '#200f0f',
      ink: '#f4f1e8',
      icons: ['medical-drip', 'hospital-cross', 'military-ambulance', 'hospital'],
    },
    supply: {
      inner: '#5a4a2a',
      outer: '#211b0e',
      ink: '#e8c98a',
      icons: ['hand-truck', 'wooden-crate', 'cargo-crate', 'warehouse'],
    },
    fuel: {
      inner: '#2e4e2e',
      outer: '#0f1c0f',
      ink: '#e6d04a',
      icons: ['oil-drum', 'gas-pump', 'oil-pump', 'refinery'],
    },
  },
  tool: {
    // Field Clock, Overdrive Kit, Efficiency Manual: Common to Supreme.
    clock: {
      inner: '#2e4a5e',
      outer: '#0f1922',
      ink: '#9fd0f0',
      icons: [
        'stopwatch',
        'pocket-watch',
        'alarm-clock',
        'hourglass',
        'time-synchronization',
        'clock-tower',
      ],
    },
    booster: {
      inner: '#5e2e2e',
      outer: '#220f0f',
      ink: '#ffb08a',
      icons: ['spark-plug', 'gear-stick', 'car-battery', 'speedometer', 'gears', 'rocket-thruster'],
    },
    effort: {
      inner: '#463a5e',
      outer: '#171322',
      ink: '#d6c8f4',
      icons: ['notebook', 'open-book', 'bookmarklet', 'book-pile', 'scroll-unfurled', 'diploma'],
    },
  },
}
const KIND_LABELS = { unit: 'Unit', building: 'Building', tool: 'Tool' }
/** The catalog's avatars, by id (1 is the app's default, `avatar-default.svg` above). */
const avatarArt = {
  2: { label: 'Recruit', main: 'billed-cap', inner: '#3f5a3a', outer: '#142012', ink: '#cfe6b4' },
  3: { label: 'Sergeant', main: 'sergeant', inner: '#5a4a2a', outer: '#211b0e', ink: '#f0cf7a' },
  4: { label: 'Sniper', main: 'crosshair', inner: '#2e3e2e', outer: '#0d130d', ink: '#f06a4a' },
  5: { label: 'Tank Ace', main: 'tank', inner: '#4e4a3a', outer: '#1a1812', ink: '#e6dcb4' },
  6: { label: 'Pilot', main: 'plane-pilot', inner: '#2e4a6a', outer: '#0e1826', ink: '#cfe2f6' },
  7: { label: 'Spy', main: 'spy', inner: '#2a2a36', outer: '#0b0b10', ink: '#b4b4cc' },
  8: { label: 'Commander', main: 'binoculars', inner: '#5a3a2a', outer: '#21140e', ink: '#f0c09a' },
  9: { label: 'Legend', main: 'star-medal', inner: '#4a2e5a', outer: '#190f21', ink: '#f0d060' },
  10: {
    label: 'Marshal',
    main: 'laurel-crown',
    inner: '#6a5020',
    outer: '#261c08',
    ink: '#ffe08a',
  },
}
const nftArt = [
  ...Object.entries(templateArt).flatMap(([kind, lines]) =>
    Object.entries(lines).flatMap(([line, { icons: drawings, ...colours }]) =>
      drawings.map((main, index) => [
        `${kind}-${line}-${index + 1}`,
        { label: `${KIND_LABELS[kind]}: ${line} ${index + 1}`, main, ...colours },
      ]),
    ),
  ),
  ...Object.entries(avatarArt).map(([id, spec]) => [
    `avatar-${id}`,
    { ...spec, label: `Avatar: ${spec.label}` },
  ]),
]
// No two templates may share a drawing: a player tells them apart by shape, not by colour alone.
const drawn = new Map()
for (const [file, { main }] of nftArt) {
  if (file.startsWith('avatar-')) continue
  if (drawn.has(main)) throw new Error(`${file} and ${drawn.get(main)} both draw "${main}"`)
  drawn.set(main, file)
}
// The folder holds only this script's pictures: one of a template that no longer exists goes.
const written = new Set(nftArt.map(([file]) => `${file}.svg`))
for (const file of readdirSync(nftOut))
  if (file.endsWith('.svg') && !written.has(file)) rmSync(join(nftOut, file))
for (const [file, spec] of nftArt) writeFileSync(join(nftOut, `${file}.svg`), cardArt(spec))

writeFileSync(
  join(out, 'unavailable.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="Unavailable slot">
<rect width="200" height="200" rx="12" fill="#1b2017"/>
<path d="M0 40 40 0M0 80 80 0M0 120 120 0M0 160 160 0M0 200 200 0M40 200 200 40M80 200 200 80M120 200 200 120M160 200 200 160" stroke="#343d2b" stroke-width="6"/>
<g transform="translate(60 60) scale(0.156)" fill="#5f6353" color="#5f6353">${icon('padlock')}</g>
</svg>
`,
)

writeFileSync(
  join(out, 'avatar-default.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="Default avatar">
<rect width="128" height="128" fill="#242b1e"/>
<g transform="translate(16 16) scale(0.1875)" fill="#d4a93c" color="#d4a93c">${icon('brodie-helmet')}</g>
</svg>
`,
)

writeFileSync(
  join(out, 'favicon.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" role="img" aria-label="DOV Warfare"><title>DOV Warfare</title><rect width="512" height="512" rx="96" fill="#1b2017"/><g fill="#d4a93c" color="#d4a93c">${icon('crossed-swords')}</g></svg>
`,
)
// The medals a commander can hold (@dov/game/medals, shown on the commander page): a ribbon in
// two colours over a disc with one icon. The objectives' medals carry their board's icon and
// colours; each medal's title is its name.
const medalArt = {
  'first-victory': ['First Victory', 'flying-flag', '#8c2f2f', '#e6e3d3', '#d4a93c'],
  bunker: ['Bunker Taken', 'bunker', '#4d5a3d', '#1b2017', '#b8864a'],
  camp: ['Camp Taken', 'camping-tent', '#6b5a3a', '#2b2417', '#b8864a'],
  radar: ['Radar Taken', 'radar-dish', '#3d4d5a', '#171d22', '#b8864a'],
  hq: ['HQ Taken', 'military-fort', '#5a3d3d', '#221717', '#b8864a'],
  bridge: ['Bridge Taken', 'stone-bridge', '#3d5a55', '#172220', '#b8864a'],
  'zone-veteran': ['Zone Veteran', 'rank-3', '#2e3e6a', '#d4a93c', '#c0c4cc'],
  'every-front': ['Every Front', 'globe', '#2e5a3a', '#d4a93c', '#d4a93c'],
  'seven-days': ['Seven Days', 'calendar', '#5a2e5a', '#e6e3d3', '#c0c4cc'],
  'hat-trick': ['Hat-Trick', 'three-burning-balls', '#8c4a1e', '#1b2017', '#d4a93c'],
}
for (const [id, [name, main, ribbon, stripe, metal]] of Object.entries(medalArt)) {
  writeFileSync(
    join(out, `medal-${id}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img"><title>${name}</title>
<path d="M34 0h28l10 46H46z" fill="${ribbon}"/><path d="M66 0h28L82 46H56z" fill="${ribbon}"/>
<path d="M44 0h8l12 46h-6zM76 0h8L70 46h-6z" fill="${stripe}"/>
<circle cx="64" cy="82" r="42" fill="${metal}"/><circle cx="64" cy="82" r="35" fill="#1b2017"/>
<g transform="translate(40 58) scale(0.09375)" fill="${metal}" color="${metal}">${icon(main)}</g>
</svg>
`,
  )
}

// One icon per token, in the token's colour (apps/web/src/ui/token.module.css uses the same
// colours): what each is for, recognisable at a glance beside every amount.
const tokenArt = {
  dovx: ['two-coins', '#d4a93c'],
  dovr: ['spanner', '#e08a4c'],
  dovh: ['medical-pack', '#e06a6a'],
  dovs: ['wooden-crate', '#9bbf5e'],
  dovf: ['jerrycan', '#5fa8e0'],
}
for (const [token, [name, colour]] of Object.entries(tokenArt)) {
  writeFileSync(
    join(out, `token-${token}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" role="img"><title>${token.toUpperCase()}</title><g fill="${colour}" color="${colour}">${icon(name)}</g></svg>
`,
  )
}

// The wallets' own logos, as their WharfKit plugins carry them (the dark-theme variant where a
// plugin has two): the wallet chooser shows them as images, not inside its JavaScript (Wombat's
// plugin is not even loaded until its button is chosen).
const web = createRequire(join(out, '..', '..', 'package.json'))
const { WalletPluginAnchor } = await import(web.resolve('@wharfkit/wallet-plugin-anchor'))
const { WalletPluginCloudWallet } = await import(web.resolve('@wharfkit/wallet-plugin-cloudwallet'))
const { WalletPluginWombat } = await import(web.resolve('@wharfkit/wallet-plugin-wombat'))
for (const plugin of [
  new WalletPluginAnchor(),
  new WalletPluginCloudWallet(),
  new WalletPluginWombat(),
]) {
  const logo = String(plugin.metadata.logo?.dark ?? plugin.metadata.logo)
  const match = /^data:image\/(png|svg\+xml);base64,(.+)$/.exec(logo)
  if (!match) throw new Error(`${plugin.id}: no logo as a data URI`)
  const file = join(out, `wallet-${plugin.id}.${match[1] === 'png' ? 'png' : 'svg'}`)
  const bytes = Buffer.from(match[2], 'base64')
  // An SVG logo gets the wallet's name as its title, as every picture here has one.
  writeFileSync(
    file,
    match[1] === 'png'
      ? bytes
      : bytes
          .toString('utf8')
          .replace(/<svg\b[^>]*>/, (open) => `${open}<title>${plugin.metadata.name}</title>`),
  )
}
console.log(`art written to ${out} and ${nftOut}`)
