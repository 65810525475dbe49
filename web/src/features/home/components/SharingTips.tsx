import { Icon, type IconName } from '../../../components/Icon';

const tips: readonly { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Visit before you pay',
    text: 'See the room in daylight and meet the people you will live with. Never send an advance for a place you have not seen.',
    icon: 'key',
  },
  {
    title: 'Split bills in writing',
    text: 'Agree who pays electricity, gas, internet and the water tanker, and how the bills are shared, before you move in.',
    icon: 'wallet',
  },
  {
    title: 'Ask about load-shedding',
    text: 'Check for a UPS or solar backup, water pressure and gas timings in winter. Small things make a big difference.',
    icon: 'clock',
  },
  {
    title: 'Set house rules early',
    text: 'Talk about guests, quiet hours, cooking and cleaning turns. A short chat on day one saves many arguments later.',
    icon: 'users',
  },
];

export function SharingTips() {
  return (
    <section className="section">
      <div className="container">
        <div className="section-head">
          <span className="eyebrow">Room-sharing tips</span>
          <h2>Share a home the smart way</h2>
          <p className="muted">A few habits that keep rent, roommates and friendships in good shape.</p>
        </div>
        <div className="grid grid--4">
          {tips.map((tip) => (
            <article key={tip.title} className="card card--hover tip">
              <span className="icon-badge">
                <Icon name={tip.icon} />
              </span>
              <h3>{tip.title}</h3>
              <p className="muted">{tip.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
