import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { inlineHashSources } from "./inline-hashes";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineHashSources", () => {
  test("hashes each inline script and style once, exactly as written", () => {
    const html =
      '<head><script>document.documentElement.dataset.js = ""</script><style>.a{color:red}</style></head>' +
      '<body><script type="module">import "/assets/a.js";\nstart()</script><script>document.documentElement.dataset.js = ""</script></body>';
    expect(inlineHashSources(html)).toEqual({
      scripts: [sha('document.documentElement.dataset.js = ""'), sha('import "/assets/a.js";\nstart()')],
      styles: [sha(".a{color:red}")],
    });
  });

  test("leaves out scripts loaded from a file and empty elements", () => {
    expect(inlineHashSources('<script type="module" src="/assets/x.js"></script><script></script>')).toEqual({
      scripts: [],
      styles: [],
    });
  });

  test("Devanagari inside a script is hashed as UTF-8, as browsers do", () => {
    const script = 'window.__t = "मराठी"';
    expect(inlineHashSources(`<script>${script}</script>`)).toEqual({ scripts: [sha(script)], styles: [] });
  });
});
