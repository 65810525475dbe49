import { Spinner } from './Spinner';

/** Full-window cover shown while the app finds out who is signed in. */
export function LoadingScreen() {
  return (
    <div className="loading-screen">
      <Spinner label="Loading Kamra" />
      <span aria-hidden="true">Kamra</span>
    </div>
  );
}
