import { createContext, useContext } from "react";

/** The CSP nonce of this response. Only the server knows it; in the browser it is empty, which is
 * what React expects after hydration (browsers hide nonce attributes from scripts anyway). */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
/** The nonce, or undefined where there is none (the browser; a page rendered for the page cache). */
export const useNonce = () => useContext(NonceContext) || undefined;
