import { data } from "react-router";

// Throwing a 404 hands the page to the root ErrorBoundary, which draws the
// 'Page Not Found' card inside the layout and keeps the 404 status.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
