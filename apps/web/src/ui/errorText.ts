/**
 * What a failed read means to a player, in words, from the error's name (duck-typed: `ui/` knows
 * nothing of the chain layer, whose errors are `EndpointError`, `ChainApiError` and
 * `ChainDataError`). The technical message stays available one click away (`ErrorDetails`).
 */
export function playerMessage(error: { name: string; kind?: unknown } | null | undefined): string {
  switch (error?.name) {
    case 'EndpointError':
      // EndpointError.kind: what the last endpoint did (network, timeout, status, body).
      if (error.kind === 'status')
        return "The game's chain is not working right now (it answered with a server error). Retry in a moment."
      if (error.kind === 'body')
        return "The game's chain answered with something that is not chain data. Retry in a moment."
      return "The game's chain did not answer. Check your connection, then retry."
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
