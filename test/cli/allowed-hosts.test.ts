import { describe, expect, it } from "vitest";
import { allowedHostOf, hostNameOf, isAllowedHost } from "../../src/cli/allowed-hosts.js";

describe("hostNameOf", () => {
  it.each([
    ["localhost:4173", "localhost"],
    ["LocalHost", "localhost"],
    ["localhost.", "localhost"],
    ["127.1", "127.0.0.1"], // the URL parser's IPv4 forms, as a browser writes them
    ["0x7f.0.0.1:80", "127.0.0.1"],
    ["[0:0:0:0:0:0:0:1]:4173", "[::1]"],
    ["cards.Example.com:8080", "cards.example.com"],
  ])("%s names %s", (header, name) => {
    expect(hostNameOf(header)).toBe(name);
  });

  it.each(["", "evil.example@127.0.0.1", "127.0.0.1/x", "a b", "[::1", "host:port"])("%j names no host", (header) => {
    expect(hostNameOf(header)).toBeUndefined();
  });
});

describe("isAllowedHost", () => {
  it.each(["127.0.0.1:4173", "127.255.0.9", "localhost", "LOCALHOST:4173", "app.localhost", "[::1]:4173"])("%s is loopback: answered with nothing listed", (header) => {
    expect(isAllowedHost(header, [])).toBe(true);
  });

  it.each(["evil.example", "localhost.evil.example", "127.0.0.1.nip.io", "128.0.0.1", "192.168.1.5", "[::2]", "0.0.0.0", "", undefined])("%s is refused with nothing listed", (header) => {
    expect(isAllowedHost(header, [])).toBe(false);
  });

  it("a listed name matches itself (any case or port), a listed .domain the domain and its subdomains only", () => {
    const allowed = ["box.lan", ".example.com", "192.168.1.5"];
    const answered = ["box.lan", "BOX.lan:80", "example.com", "a.b.example.com", "192.168.1.5:4173"].map((host) => isAllowedHost(host, allowed));
    const refused = ["sub.box.lan", "badexample.com", "example.com.evil", "192.168.1.50"].map((host) => isAllowedHost(host, allowed));
    expect([answered, refused]).toEqual([
      [true, true, true, true, true],
      [false, false, false, false],
    ]);
  });
});

describe("allowedHostOf", () => {
  it("keeps names, .domains and addresses in the form requests are compared in; refuses ports, paths and spaces", () => {
    expect(["Box.Lan", ".Example.COM", "192.168.1.5", "[0:0:0:0:0:0:0:1]", "box.lan."].map(allowedHostOf)).toEqual(["box.lan", ".example.com", "192.168.1.5", "[::1]", "box.lan"]);
    expect(["box.lan:4173", "box.lan/x", "a b", "", ".", "*.example.com", "http://box.lan"].map(allowedHostOf)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});
