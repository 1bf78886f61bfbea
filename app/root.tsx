import type { ReactNode } from "react";
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import { SectionMusic } from "./components/audio/section-music";
import { useNonce } from "./lib/nonce";
import type { Route } from "./+types/root";
import "./app.css";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#B5532F" />
        <meta name="robots" content="noindex, nofollow" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen antialiased">
        {children}
        <SectionMusic />
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
  const detail = notFound
    ? "The page you are looking for does not exist."
    : "An unexpected error stopped this page. Please try again.";
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{`${title} | Golden Goat Getaway`}</title>
      <h1 className="text-4xl font-bold">{title}</h1>
      <p>{detail}</p>
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="w-full overflow-auto text-left text-sm">{error.stack}</pre>
      ) : null}
      <Link to="/" className="rounded-full bg-majorelle px-6 py-3 font-semibold text-white">
        Back to Home
      </Link>
    </main>
  );
}
