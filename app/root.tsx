import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import { CircleAlert, Compass } from "lucide-react";
import { ChatWidget } from "./components/chat/chat-widget";
import { SectionMusic } from "./components/audio/section-music";
import { Footer } from "./components/layout/footer";
import { Navbar } from "./components/layout/navbar";
import { OfflineSupport } from "./components/offline/offline-support";
import { FirstPaintScript } from "./components/ui/first-paint-script";
import { StatusCard } from "./components/ui/status-card";
import { Toaster } from "./components/ui/toast";
import { trip } from "./content/trip";
import { recordEarlyClicks } from "./lib/early-clicks";
import { useNonce } from "./lib/nonce";
import { webApp } from "./lib/web-app";
import type { Route } from "./+types/root";
import frauncesBold from "@fontsource/fraunces/files/fraunces-latin-700-normal.woff2?url";
import interRegular from "@fontsource/inter/files/inter-latin-400-normal.woff2?url";
import appStylesheet from "./app.css?url";

// Body text is most of every page, and every page opens with a bold display
// title: fetched with the stylesheet rather than after it, these two faces
// arrive before the first paint, so neither paragraphs nor the title reflow
// (CLS; the 18 KB title face swapped in late moved the gallery by 0.03). The
// other faces cover little text and would only compete with the stylesheet.
const criticalFonts = [interRegular, frauncesBold];

// The stylesheet is listed here, not imported for its side effect, so it leads
// the head instead of following the route modules' modulepreload links.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: webApp.manifestPath },
  { rel: "apple-touch-icon", href: webApp.appleTouchIcon },
  ...criticalFonts.map((href) => ({ rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" as const })),
];

const earlyClickScript = import.meta.env.SSR ? `(${recordEarlyClicks.toString()})()` : "";

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={webApp.themeColor} />
        <meta name="robots" content="noindex, nofollow" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col antialiased">
        <FirstPaintScript code={earlyClickScript} />
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-majorelle px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {/* Fixed on screen wherever it sits in the page; here it is the second Tab stop, right after the skip link. */}
        <SectionMusic />
        <Navbar />
        {/* pt clears the fixed navbar; pb keeps the fixed chat and mute buttons off the content. */}
        <main id="main" tabIndex={-1} className="flex-1 pt-16 pb-24 outline-none">
          {children}
        </main>
        <Footer />
        <Toaster />
        <ChatWidget />
        <OfflineSupport />
        {/* A new location scrolls to the top; back and forward restore the old position. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Page Not Found" : "Something went wrong";
  return (
    <>
      <title>{`${title} | ${trip.title}`}</title>
      <StatusCard
        icon={notFound ? <Compass className="size-8" /> : <CircleAlert className="size-8" />}
        title={title}
      >
        <p>
          {notFound
            ? "Even the best guides take a wrong turn in the medina. The page you are looking for does not exist."
            : "An unexpected error stopped this page. Please try again."}
        </p>
        {import.meta.env.DEV && error instanceof Error ? (
          <pre className="mt-4 w-full overflow-auto text-left text-xs">{error.stack}</pre>
        ) : null}
      </StatusCard>
    </>
  );
}
