/** What the music layout offers its tabs (React Router outlet context). */
export interface MusicLayoutContext {
  openFavourites: () => void;
}
