import { kHeader } from '../handlers/headers.js'
import { kParsedUrl } from '../handlers/router.js'

/**
 * A Fetch `Request` for the Express bridge that builds the real one only when something asks for
 * more than the handlers use.
 *
 * Node's `Request` constructor costs more than the lookup it carries (URL parsing, a `Headers`
 * copy, an `AbortSignal` made transferable). The handlers read the method, the URL, a few headers
 * and the body text, so this object answers those from what Express already parsed, and hands
 * anything else (`signal`, `body`, `clone()`, `formData()`...) to a real `Request` made on first
 * use. It passes `instanceof Request`. `@hono/node-server` serves Hono apps the same way.
 */
export interface BridgeRequestInit {
  method: string
  url: string
  /** Node's `rawHeaders`: name, value, name, value... */
  rawHeaders: readonly string[]
  body: Uint8Array | undefined
}

const decoder = new TextDecoder()

/** Fetch `Headers` from Node's `rawHeaders`. */
function headersFrom(rawHeaders: readonly string[]): Headers {
  const headers = new Headers()
  for (let i = 0; i < rawHeaders.length; i += 2) headers.append(rawHeaders[i]!, rawHeaders[i + 1]!)
  return headers
}

class BridgeRequest {
  readonly #init: BridgeRequestInit
  /** Normalised as a Request would (and refused where a Request would throw); the router reads it as it is. */
  readonly [kParsedUrl]: URL
  readonly #url: string
  #headers: Headers | undefined
  #real: Request | undefined
  #bodyUsed = false

  constructor(init: BridgeRequestInit) {
    this.#init = init
    this[kParsedUrl] = new URL(init.url)
    this.#url = this[kParsedUrl].href
  }

  get method(): string {
    return this.#init.method
  }

  get url(): string {
    return this.#url
  }

  get headers(): Headers {
    if (this.#real) return this.#real.headers
    this.#headers ??= headersFrom(this.#init.rawHeaders)
    return this.#headers
  }

  /**
   * `headers.get(name)` for a lower-case name, from the raw headers while no `Headers` object was
   * asked for: values of a repeated header joined by ", ", as `Headers` joins them (Node's parser
   * has trimmed each value already).
   */
  [kHeader](name: string): string | null {
    if (this.#real || this.#headers) return this.headers.get(name)
    const raw = this.#init.rawHeaders
    let value: string | null = null
    for (let i = 0; i < raw.length; i += 2) {
      const field = raw[i]!
      if (field.length === name.length && field.toLowerCase() === name) value = value === null ? raw[i + 1]! : `${value}, ${raw[i + 1]!}`
    }
    return value
  }

  get bodyUsed(): boolean {
    return this.#bodyUsed || (this.#real?.bodyUsed ?? false)
  }

  text(): Promise<string> {
    if (this.#real) return this.#real.text()
    return this.#consume().then((bytes) => (bytes ? decoder.decode(bytes) : ''))
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text())
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    if (this.#real) return this.#real.arrayBuffer()
    return this.#consume().then((bytes) => (bytes ? (bytes.slice().buffer as ArrayBuffer) : new ArrayBuffer(0)))
  }

  #consume(): Promise<Uint8Array | undefined> {
    if (this.#bodyUsed) return Promise.reject(new TypeError('Body is unusable: Body has already been read'))
    this.#bodyUsed = true
    return Promise.resolve(this.#init.body)
  }

  /** The real `Request`, made once; a body already read here is not given to it. */
  real(): Request {
    this.#real ??= fetchRequest({ ...this.#init, body: this.#bodyUsed ? undefined : this.#init.body }, this.headers)
    return this.#real
  }
}

// Everything else a `Request` has comes from the real one.
const own = new Set(Object.getOwnPropertyNames(BridgeRequest.prototype))
for (const name of Object.getOwnPropertyNames(Request.prototype)) {
  if (own.has(name)) continue
  const descriptor = Object.getOwnPropertyDescriptor(Request.prototype, name)!
  if (descriptor.get) {
    Object.defineProperty(BridgeRequest.prototype, name, {
      get(this: BridgeRequest) {
        return Reflect.get(this.real(), name)
      },
      configurable: true,
    })
  } else if (typeof descriptor.value === 'function') {
    Object.defineProperty(BridgeRequest.prototype, name, {
      value(this: BridgeRequest, ...args: unknown[]) {
        const real = this.real()
        return (Reflect.get(real, name) as (...args: unknown[]) => unknown).apply(real, args)
      },
      configurable: true,
      writable: true,
    })
  }
}
Object.setPrototypeOf(BridgeRequest.prototype, Request.prototype)

/** A real Fetch `Request` from what the bridge has read from Node. */
export function fetchRequest({ method, url, rawHeaders, body }: BridgeRequestInit, headers = headersFrom(rawHeaders)): Request {
  const hasBody = body !== undefined && method !== 'GET' && method !== 'HEAD'
  return new Request(url, { method, headers, ...(hasBody && { body }) })
}

/** A `Request` over what the bridge has already read from Node, made real only when needed. */
export function bridgeRequest(init: BridgeRequestInit): Request {
  return new BridgeRequest(init) as unknown as Request
}
