/**
 * The check of addresses from data/ before a link, a frame or the security policy gets them
 * (src/content/hosts.ts): https on a plain host name only.
 */
import { httpsHref, httpsOrigin, isPlainHost } from "../../src/content/hosts"

describe("isPlainHost", () => {
  it("takes dot-separated labels of lowercase letters, digits and inner hyphens", () => {
    for (const host of ["www.openstreetmap.org", "a.b.c.example", "xn--bcher-kva.example", "s-gerstl.at"])
      expect(isPlainHost(host)).toBe(true)
  })

  it("refuses wildcards, separators, spaces, single labels, upper case and edge hyphens", () => {
    for (const host of [
      "*",
      "*.example.com",
      "a;b.example",
      "a b.example",
      "a.example;",
      "localhost",
      "WWW.EXAMPLE.AT",
      "-a.example",
      "a-.example",
      "a..example",
      "",
      "[::1]",
      `${"a".repeat(64)}.example`,
    ])
      expect(isPlainHost(host)).toBe(false)
  })
})

describe("httpsOrigin", () => {
  it("gives https://<host> for an https address, without path, query or default port", () => {
    expect(httpsOrigin("https://www.openstreetmap.org/export/embed.html?bbox=1,2&layer=mapnik")).toBe(
      "https://www.openstreetmap.org",
    )
    expect(httpsOrigin("https://WWW.Example.AT:443/")).toBe("https://www.example.at")
  })

  it("gives null for other schemes, ports, credentials, wildcard or separator hosts and non-strings", () => {
    for (const value of [
      "http://www.example.at/",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "https://*/",
      "https://*.list-manage.com/subscribe",
      "https://a.example;script-src/",
      "https://www.example.at:8443/",
      "https://user:secret@www.example.at/",
      "https://localhost/",
      "not a url",
      undefined,
      null,
      42,
    ])
      expect(httpsOrigin(value)).toBeNull()
  })
})

describe("httpsHref", () => {
  it("gives an https address as written", () => {
    expect(httpsHref("https://www.example.at/a?b=1&c=2")).toBe("https://www.example.at/a?b=1&c=2")
  })

  it("never gives javascript:, data: or an address that only looks like https", () => {
    for (const value of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,x",
      "//evil.example/",
      "/relative/",
      "https:/\\evil",
    ])
      expect(httpsHref(value)).toBeUndefined()
  })
})
