// What the Koa server hands to loaders and the document renderer
// (server/index.ts builds it). Types only: app/ never imports server code.
declare module "react-router" {
  interface AppLoadContext {
    /** Nonce that lets this response's inline scripts pass the CSP. */
    cspNonce: string;
    /** The host's own map embed, when MAP_EMBED_URL is set. */
    mapEmbedUrl?: string;
  }
}

export {};
