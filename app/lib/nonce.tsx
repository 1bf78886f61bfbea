import { createContext, useContext } from "react";

/**
 * The CSP nonce of this server response. Only the server knows it; browsers
 * hide nonce attributes from scripts, so on the client it is empty.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
