import { useNonce } from "~/lib/nonce";

/**
 * A script sent as text in the server's HTML, which runs where it stands
 * before the page's scripts have loaded. React never runs a script it renders
 * in the browser and hydration keeps the server's copy, so a caller may send
 * the text from the server only (`import.meta.env.SSR ? ... : ""`), keeping
 * what it serialises out of the browser bundle.
 */
export function FirstPaintScript({ code }: { code: string }) {
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
