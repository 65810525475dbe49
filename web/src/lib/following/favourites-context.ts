import { createContext, useContext } from 'react';

export interface FavouritesState {
  /** Ids of the listings the signed-in person keeps; empty for a visitor. */
  ids: ReadonlySet<string>;
  /** Whether the person's list has been asked for and answered (or failed); false for a visitor. */
  loaded: boolean;
  /** Keeps or lets go of a listing; resolves once the server has it. */
  toggle(listingId: string): Promise<void>;
  /** Keeps a listing whether or not it is kept already; resolves once the server has it. */
  keep(listingId: string): Promise<void>;
}

/** The signed-in person's favourites, loaded once and shared by every heart on the page. */
export const FavouritesContext = createContext<FavouritesState | null>(null);

export function useFavourites(): FavouritesState {
  const state = useContext(FavouritesContext);
  if (state === null) throw new Error('useFavourites must be used inside the FavouritesProvider.');
  return state;
}
