/** One illustration: its file name under public/media (without .svg) and how to draw it. */
export interface Scene {
  name: string;
  draw: () => string;
}
