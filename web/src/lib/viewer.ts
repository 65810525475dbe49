/**
 * What a page needs to know about the signed-in person. The app passes it down from the
 * sign-in provider, so features do not reach into the auth feature.
 */
export interface Viewer {
  id: string;
  name: string;
  picture: string | null;
  isAdmin: boolean;
}
