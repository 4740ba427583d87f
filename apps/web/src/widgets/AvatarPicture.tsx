import { ChainImage } from './ChainImage'

/** The app's picture for the default avatar (id 1: a player who never chose one). */
export const DEFAULT_AVATAR = '/art/avatar-default.svg'

/**
 * An avatar's picture: its image from the `avatars` table (IPFS, through `ChainImage`'s
 * gateways), or the app's own placeholder when it has none (`hash` empty or undefined: the
 * default avatar, or an id the table does not list). `size` is the placeholder's intrinsic size;
 * `lazy` lets the browser wait to load the placeholder until it nears the screen.
 */
export function AvatarPicture({
  hash,
  alt,
  size,
  className,
  lazy = false,
}: {
  hash: string | undefined
  alt: string
  size: number
  className?: string
  lazy?: boolean
}) {
  return hash === undefined || hash === '' ? (
    <img
      src={DEFAULT_AVATAR}
      alt={alt}
      className={className}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
    />
  ) : (
    <ChainImage hash={hash} alt={alt} className={className} />
  )
}
