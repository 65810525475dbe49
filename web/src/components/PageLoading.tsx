import { Spinner } from './Spinner';

interface PageLoadingProps {
  heading: string;
}

/** A page's heading over a spinner while its data loads. */
export function PageLoading({ heading }: PageLoadingProps) {
  return (
    <section className="container section page-pending">
      <h1>{heading}</h1>
      <Spinner />
    </section>
  );
}
