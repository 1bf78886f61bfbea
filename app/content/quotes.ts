import type { Quote } from "./types";

// Verified quotations only: each wording and attribution is documented in the
// source named beside it.

export const quotes: Quote[] = [
  {
    text: "It is the most lovely spot in the whole world.",
    author: "Winston Churchill",
    source: "to Franklin D. Roosevelt, watching the sunset over the Atlas from Marrakech, 1943",
  },
  {
    text: "When I discovered Morocco, I understood that my own colour palette was that of zelliges, zouacs, djellabas and kaftans.",
    author: "Yves Saint Laurent",
    source: "1983, quoted on the walls of the Musée Yves Saint Laurent Marrakech",
  },
  {
    text: "To visit Morocco is still like turning the pages of some illuminated Persian manuscript all embroidered with bright shapes and subtle lines.",
    author: "Edith Wharton",
    source: "In Morocco, 1920",
  },
];
