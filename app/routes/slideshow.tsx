import { SlideshowScreen } from "~/components/slideshow/slideshow-screen";
import { pageMeta, pageTitle } from "~/lib/page-title";

export function meta() {
  return pageMeta(pageTitle("Slideshow"), "The trip's photos and videos on the big screen, live as they arrive.");
}

export default function Slideshow() {
  return <SlideshowScreen />;
}
