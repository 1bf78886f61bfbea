import { GalleryScreen } from "~/components/gallery/gallery-screen";

export function meta() {
  return [
    { title: "Photo & Video Gallery | Golden Goat Getaway" },
    { name: "description", content: "Photos and videos shared by the squad" },
  ];
}

export default function Gallery() {
  return <GalleryScreen />;
}
