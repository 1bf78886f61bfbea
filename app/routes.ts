import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // One module for /day (day 1) and /day/{id}.
  route("day/:id?", "routes/day.tsx"),
  route("dinners", "routes/dinners.tsx"),
  route("accommodations", "routes/accommodations.tsx"),
  route("budget", "routes/budget.tsx"),
  route("faq", "routes/faq.tsx"),
  route("map", "routes/map.tsx"),
  route("transportation", "routes/transportation.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("slideshow", "routes/slideshow.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
