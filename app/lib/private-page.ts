/**
 * Headers of a page or file that carries a citizen's own report (an acknowledgement, its PDF, the
 * FIR dashboard): kept by no cache, listed by no search engine.
 */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

export const privatePageHeaders = () => PRIVATE_PAGE_HEADERS;
