import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { routePaths, searchResultPath } from '../../../lib/paths';

export function PreLovedBanner() {
  return (
    <section className="section section--tight">
      <div className="container">
        <div className="preloved">
          <div className="preloved__icon">
            <Icon name="sofa" size={40} />
          </div>
          <div className="preloved__copy">
            <span className="eyebrow">Pre-loved room items</span>
            <h2>Moving in or moving out?</h2>
            <p>
              Sell the bed, fridge, chair or carpet you no longer need to someone who does, or furnish your new room
              for a fraction of the bazaar price.
            </p>
          </div>
          <div className="preloved__actions">
            <Link href={routePaths.listWizard.accessory} className="btn btn--accent btn--lg">
              Sell an item
            </Link>
            <Link href={searchResultPath('all', 'accessories')} className="btn btn--ghost-light btn--lg">
              Buy pre-loved
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
