/** Every scene is drawn on one 800x500 canvas (16:10, the cards' frame). */
export const width = 800;
export const height = 500;
