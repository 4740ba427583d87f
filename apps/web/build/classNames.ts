/**
 * The class names of CSS modules in a production build: `_` and 5 characters of a hash of the
 * stylesheet's path and the class's name (`_k3Zq9`), where Vite's default is the name, a hash and
 * the line (`_heading_10swf_20`). The bundle carries every class name of every module it imports,
 * composed ones again in each composing class: shorter names are less script on every route.
 * Development keeps the readable default. Names are unique in a build: on the rare clash of two
 * hashes, the later class takes one more character.
 */
import { createHash } from 'node:crypto'
import { relative } from 'node:path'

/** A `css.modules.generateScopedName` for the stylesheets under `root`. */
export function shortClassNames(root: string): (local: string, filename: string) => string {
  const owners = new Map<string, string>()
  return (local, filename) => {
    const key = `${relative(root, filename.replace(/\?.*$/, '')).replaceAll('\\', '/')}:${local}`
    const hash = createHash('sha256').update(key).digest('base64url')
    for (let length = 5; length <= hash.length; length++) {
      const name = `_${hash.slice(0, length)}`
      const owner = owners.get(name)
      if (owner === undefined || owner === key) {
        owners.set(name, key)
        return name
      }
    }
    throw new Error(`no class name left for ${key}`)
  }
}
