import { createContext, useContext } from "react";

/** The per-request CSP nonce, so Remix's inline scripts can run under a policy without 'unsafe-inline'. */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
