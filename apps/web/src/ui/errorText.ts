/**
 * What a failed read means to a player, in words, from the error's name (duck-typed: `ui/` knows
 * nothing of the chain layer, whose errors are `EndpointError`, `ChainApiError` and
 * `ChainDataError`). The technical message stays available one click away (`ErrorDetails`).
 */
export function playerMessage(error: { name: string } | null | undefined): string {
  switch (error?.name) {
    case 'EndpointError':
    case 'TypeError':
      return "The game's chain did not answer. Check your connection, then retry."
    case 'ChainApiError':
      return 'The chain refused the request.'
    case 'ChainDataError':
      return 'The chain answered with data this app cannot read.'
    default:
      return 'Something went wrong while reading the chain.'
  }
}
