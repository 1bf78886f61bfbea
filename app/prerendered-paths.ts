/** Routes whose HTML depends only on app/content, rendered at build time. */
export const prerenderedPaths = ["/"];
