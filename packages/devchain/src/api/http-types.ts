/** What a route of the devchain's HTTP layer (`http.ts`) receives and answers. */

export interface ApiRequest {
  method: string
  path: string
  query: URLSearchParams
  body: string
  /** Path segments after the route's prefix (for prefix routes). */
  rest: string[]
}

export interface ApiResponse {
  status: number
  /** JSON-serialisable value, or raw text/bytes with a content type. */
  json?: unknown
  raw?: string | Uint8Array
  headers?: Record<string, string>
}

export type Handler = (req: ApiRequest) => ApiResponse | Promise<ApiResponse>
