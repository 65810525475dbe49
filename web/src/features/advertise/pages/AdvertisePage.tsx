import { Link } from 'wouter';
import { Icon, type IconName } from '../../../components/Icon';
import { routePaths } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import '../advertise.css';

const audiences: readonly { title: string; text: string; icon: IconName }[] = [
  {
    title: 'People on the move',
    text: 'Students starting university and professionals starting a new job, at the exact moment they set up a new home.',
    icon: 'users',
  },
  {
    title: 'Local, city by city',
    text: 'Reach renters in the cities that matter to your business, from Karachi and Lahore to Abbottabad and Quetta.',
    icon: 'map-pin',
  },
  {
    title: 'A natural fit',
    text: 'Ideal for packers and movers, furniture and appliance stores, internet and solar providers, hostels and banks.',
    icon: 'megaphone',
  },
];

export function AdvertisePage() {
  usePage('Advertise With Us', 'Advertise on Kamra and reach people looking for rooms and roommates across Pakistan.');

  return (
    <>
      <section className="advertise-hero">
        <div className="container advertise-hero__grid">
          <div className="advertise-hero__copy">
            <span className="eyebrow">Advertise with us</span>
            <h1>Put your brand in front of people moving home</h1>
            <p>
              Every day, people across Pakistan come to Kamra to find a room, a roommate or furniture for their new
              place. Show them your business when they need it most.
            </p>
          </div>
          <div className="advertise-video">
            <video
              src="/media/advertise.mp4"
              poster="/media/advertise-poster.jpg"
              autoPlay
              muted
              loop
              playsInline
              preload="metadata"
              width={640}
              height={360}
              aria-label="Kamra advertising showreel"
            />
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Who you reach</span>
            <h2>The right audience, at the right moment</h2>
          </div>
          <div className="grid grid--3">
            {audiences.map((audience) => (
              <article key={audience.title} className="card">
                <span className="icon-badge">
                  <Icon name={audience.icon} />
                </span>
                <h3>{audience.title}</h3>
                <p className="muted">{audience.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section--white">
        <div className="container advertise-contact">
          <span className="icon-badge">
            <Icon name="headset" />
          </span>
          <h2>Ready to advertise?</h2>
          <p className="lead">
            Contact our customer care team to discuss your goals, budget and the cities you want to reach. They will
            suggest the best placement for your brand and guide you through every step. Customer care is available
            24/7; see <Link href={routePaths.services}>Services &amp; Support</Link> for how to reach us.
          </p>
          <button type="button" className="btn btn--primary btn--lg">
            Start Advertising
          </button>
        </div>
      </section>
    </>
  );
}
