import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { withContentName } from "./content-name";

const html = (node: React.ReactNode) => renderToStaticMarkup(<p>{node}</p>);

test("a station's English name in a Hindi sentence is marked as English, each time it appears", () => {
  const sentence = "Dadar Railway Police Station की टीम Dadar Railway Police Station से संपर्क करेगी।";
  expect(html(withContentName(sentence, "Dadar Railway Police Station", "hi"))).toBe(
    '<p><span lang="en">Dadar Railway Police Station</span> की टीम <span lang="en">Dadar Railway Police Station</span> से संपर्क करेगी।</p>',
  );
});

test("in a language staff write in, or without a name, the sentence is left as it is", () => {
  expect(html(withContentName("दादर लोहमार्ग पोलीस ठाणे संपर्क करेल.", "दादर लोहमार्ग पोलीस ठाणे", "mr"))).toBe(
    "<p>दादर लोहमार्ग पोलीस ठाणे संपर्क करेल.</p>",
  );
  expect(html(withContentName("कोई थाना नहीं।", null, "hi"))).toBe("<p>कोई थाना नहीं।</p>");
});
