import { Bytes, type Name, type UInt64 } from '@wharfkit/antelope'
import type { Host } from '../core/contract'
import { nameText, nameValue } from '../core/names'
import { INT_TYPES } from './atomicassets-abi'
import type { CollectionRow, ConfigRow, SchemaRow, TemplateRow } from './atomicassets-types'
import { type AttributeMap, deserialize, type Format } from './atomicdata'

/** What the `atomicassets` actions share: value helpers, format checks and row access (`Atomic`). */

const COLLECTION_NOT_FOUND = 'No collection with this name exists'
const templateDataCache = new Map<
  string,
  { bytes: Uint8Array; format: Format[]; data: AttributeMap }
>()

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

function sameFormat(a: readonly Format[], b: readonly Format[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as Format
    const y = b[i] as Format
    if (x.name !== y.name || x.type !== y.type) return false
  }
  return true
}

export function num(v: { value: number } | number | { toString(): string }): number {
  if (typeof v === 'number') return v
  if ('value' in v && typeof v.value === 'number') return v.value
  return Number(String(v))
}

/** A `uint8[]` field's bytes: the host hands them over as `Bytes`; arrays of numbers are read too. */
export function bytesOf(v: Bytes | readonly unknown[]): Uint8Array {
  return v instanceof Bytes ? v.array : Uint8Array.from(v, (b) => num(b as number))
}

export function big(v: UInt64 | string | number): bigint {
  return BigInt(String(v))
}

export function formatOf(fmt: Format[]): Format[] {
  return fmt.map((l) => ({ name: String(l.name), type: String(l.type) }))
}

const VALID_TYPES = new Set([
  ...INT_TYPES,
  'fixed8',
  'fixed16',
  'fixed32',
  'fixed64',
  'float',
  'double',
  'string',
  'image',
  'ipfs',
  'bool',
  'byte',
])

export function checkFormat(host: Host, lines: Format[]): void {
  const names = new Set<string>()
  for (const l of lines) {
    host.check(!names.has(l.name), 'there already is an attribute with the same name')
    names.add(l.name)
    const base = l.type.endsWith('[]') ? l.type.slice(0, -2) : l.type
    host.check(VALID_TYPES.has(base), `'type' property for attribute ${l.name} is not valid`)
  }
}

/** Contract-side helpers shared by the actions. */
export class Atomic {
  constructor(readonly host: Host) {}

  get self(): string {
    return this.host.self
  }

  config(): ConfigRow {
    const c = this.host.getRow<ConfigRow>('config', this.self, nameValue('config'))
    this.host.check(c, 'singleton does not exist')
    return c
  }

  collection(name: Name | string): CollectionRow {
    const c = this.host.getRow<CollectionRow>('collections', this.self, nameValue(name))
    this.host.check(c, COLLECTION_NOT_FOUND)
    return c
  }

  checkCollectionAuth(account: Name, collection: Name, message: string): CollectionRow {
    this.host.requireAuth(account)
    const c = this.collection(collection)
    this.host.check(
      c.authorized_accounts.some((a) => a.equals(account)),
      message,
    )
    return c
  }

  /** Adds an existing account to one of a collection's account lists (`already` if it is in). */
  addToCollection(
    c: CollectionRow,
    list: 'authorized_accounts' | 'notify_accounts',
    account: Name,
    already: string,
  ): void {
    this.host.check(this.host.isAccount(account), 'The account does not exist')
    this.host.check(!c[list].some((x) => x.equals(account)), already)
    this.host.setRow('collections', this.self, { ...c, [list]: [...c[list], account] })
  }

  notifyCollection(collection: Name | string): void {
    const c = this.collection(collection)
    for (const a of c.notify_accounts) this.host.requireRecipient(a)
  }

  schema(collection: Name | string, schema: Name | string): SchemaRow | undefined {
    return this.host.getRow<SchemaRow>('schemas', nameText(collection), nameValue(schema))
  }

  /** The format of a schema that must exist (`No schema with this name exists` otherwise). */
  schemaFormat(collection: Name | string, schema: Name | string): Format[] {
    const row = this.schema(collection, schema)
    this.host.check(row, 'No schema with this name exists')
    return formatOf(row.format)
  }

  /**
   * A template's immutable data, deserialized (every mint of the template logs it). Kept by the
   * bytes and format it comes from: the same inputs always give the same attributes.
   */
  templateData(t: TemplateRow, format: Format[]): AttributeMap {
    const bytes = bytesOf(t.immutable_serialized_data)
    const key = `${this.self}:${String(t.template_id)}`
    const kept = templateDataCache.get(key)
    if (kept && sameFormat(kept.format, format) && sameBytes(kept.bytes, bytes))
      return new Map(kept.data)
    const data = deserialize(bytes, format)
    if (templateDataCache.size > 10_000) templateDataCache.clear()
    const copy = format.map((l) => ({ name: l.name, type: l.type }))
    templateDataCache.set(key, { bytes, format: copy, data })
    return new Map(data)
  }

  template(collection: Name | string, templateId: number): TemplateRow | undefined {
    return this.host.getRow<TemplateRow>('templates', nameText(collection), BigInt(templateId))
  }

  log(name: string, data: unknown): void {
    this.host.sendInline({
      account: this.self,
      name,
      authorization: [{ actor: this.self, permission: 'active' }],
      data,
    })
  }
}

/** A log action the contract sends itself: the collection's notify accounts hear of it. */
export function logToCollection(host: Host, d: { collection_name: Name }): void {
  host.requireAuth(host.self)
  new Atomic(host).notifyCollection(d.collection_name)
}
